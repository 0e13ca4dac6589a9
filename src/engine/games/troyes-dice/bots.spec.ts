import { describeBotSuite } from '../../bots/test-support/bot-suite';

describeBotSuite('troyes-dice', { playerCounts: [1, 2], simulatingPlayerCounts: [2], games: 1, checkedStates: 8 });
