const { createWebpackConfig } = require('../webpack/create-webpack-config');

module.exports = createWebpackConfig({ name: 'shell', projectRoot: __dirname });
