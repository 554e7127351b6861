// `object.entries`, the polyfill node-polyglot (react-admin's translations) requires, as the built-in
// every browser the site supports has: the polyfill's helpers cost the back office's first load.
module.exports = Object.entries;
