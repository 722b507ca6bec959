// The competition pages' selectors, loaded after the page has painted (competition/pickers.tsx, decision 127).
export { OptionPicker } from './option-picker';
export { RoundSelect } from './round-select';
export { SeasonSelect } from './season-select';
