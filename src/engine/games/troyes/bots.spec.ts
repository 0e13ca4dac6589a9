import { describeBotSuite } from '../../bots/test-support/bot-suite';

describeBotSuite('troyes', { playerCounts: [2, 3], games: 1, checkedStates: 8 });
