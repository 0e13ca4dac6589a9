import { describe, expect, it } from '@jest/globals';
import { enumValueName } from './enums';

describe('enumValueName', () => {
  it('turns ids and PascalCase into SCREAMING_SNAKE_CASE', () => {
    expect(enumValueName('troyes-dice-banquets')).toBe('TROYES_DICE_BANQUETS');
    expect(enumValueName('GameAbandoned')).toBe('GAME_ABANDONED');
    expect(enumValueName('ILLEGAL_MOVE')).toBe('ILLEGAL_MOVE');
    expect(enumValueName('orleans')).toBe('ORLEANS');
  });
});
