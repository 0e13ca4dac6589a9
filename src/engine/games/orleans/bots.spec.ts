import { describeBotSuite } from '../../bots/test-support/bot-suite';

describeBotSuite('orleans', { playerCounts: [2, 3], games: 1, checkedStates: 8 });
