const { createWebpackConfig } = require('../webpack/create-webpack-config');

module.exports = createWebpackConfig({
  name: 'employer',
  projectRoot: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
