// Stylesheets mean nothing to jsdom; imports of them resolve to this empty module.
module.exports = {};
