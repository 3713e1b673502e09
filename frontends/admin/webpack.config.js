const { createWebpackConfig } = require('../webpack/create-webpack-config');

module.exports = createWebpackConfig({
  name: 'admin',
  projectRoot: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
