// jsonexport, which react-admin's default list exporter calls, loaded when a list is first exported
// rather than with every list: the back office exports its CSVs from the server, so that is rarely.
module.exports = function jsonexport(data, options, callback) {
  import('jsonexport/lib/index.js').then(({ default: convert }) => convert(data, options, callback), callback);
};
