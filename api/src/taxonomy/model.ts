// Temporary: posts/ and public/ still read term names through the models; they move to TermLookup
// (taxonomy/termLookup.ts) in parallel, and this file goes once they have.
export { Category, Tag, type TermDoc } from './repository/model.ts';
