/** The reproductions of issue 18 (solo, first-game numbering, no expansion), as the issue gives them. */
/** Seed `xc-3276`: under troyes-dice@1 citizen column 3 pays twice at move index 9. */
export const XC_3276 = [
  { type: 'useDie', slot: 1, action: 'buildWork', colour: 'yellow', value: 3, pay: 'influence' },
  { type: 'useDie', slot: 1, action: 'buildWork', colour: 'yellow', value: 4, pay: 'deniers' },
  { type: 'useDie', slot: 3, action: 'buildWork', colour: 'yellow', value: 6 },
  { type: 'useDie', slot: 1, action: 'buildWork', colour: 'yellow', value: 2, pay: 'knowledge' },
  { type: 'useDie', slot: 1, action: 'buildWork', colour: 'white', value: 3, pay: 'influence' },
  { type: 'useDie', slot: 0, action: 'buildWork', colour: 'yellow', value: 1 },
  { type: 'useDie', slot: 2, action: 'buildWork', colour: 'yellow', value: 5 },
  { type: 'bonusBuilding', decision: 0, building: 'fortress', column: 3 },
  { type: 'useDie', slot: 2, action: 'buildPrestige', colour: 'yellow', value: 2 },
  { type: 'useDie', slot: 2, action: 'buildPrestige', colour: 'yellow', value: 4 },
];
/** Seed `xc-5904`: under troyes-dice@1 column 6 creates two work-building decisions at move index 10. */
export const XC_5904 = [
  { type: 'useDie', slot: 2, action: 'buildPrestige', colour: 'yellow', value: 2 },
  { type: 'useDie', slot: 1, action: 'buildPrestige', colour: 'yellow', value: 4, pay: 'knowledge' },
  { type: 'useDie', slot: 0, action: 'buildWork', colour: 'red', value: 4 },
  { type: 'useDie', slot: 1, action: 'buildPrestige', colour: 'yellow', value: 3, pay: 'influence' },
  { type: 'useDie', slot: 3, action: 'buildPrestige', colour: 'yellow', value: 6 },
  { type: 'useDie', slot: 3, action: 'buildWork', colour: 'red', value: 5 },
  { type: 'useDie', slot: 3, action: 'buildWork', colour: 'red', value: 6 },
  { type: 'useDie', slot: 2, action: 'buildWork', colour: 'red', value: 2 },
  { type: 'bonusBuilding', decision: 0, building: 'greatHall', column: 1 },
  { type: 'useDie', slot: 3, action: 'buildPrestige', colour: 'yellow', value: 5 },
  { type: 'useDie', slot: 1, action: 'buildWork', colour: 'red', value: 1, pay: 'knowledge' },
];
