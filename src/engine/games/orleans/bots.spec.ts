import { describeBotSuite } from '../../bots/test-support/bot-suite';

describeBotSuite('orleans', { playerCounts: [2, 3], simulatingPlayerCounts: [2], games: 1, checkedStates: 8 });
