// Writes the build's chunk graph to a JSON file so tools (infra/scripts/size.mjs) can tell which
// files a page really loads instead of guessing from file names.
const fs = require('node:fs');
const path = require('node:path');

class StatsFilePlugin {
  /** @param {string} file absolute output path, kept outside the served folders */
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.done.tap('StatsFilePlugin', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        hash: true,
        publicPath: true,
        outputPath: true,
        assets: true,
        entrypoints: true,
        namedChunkGroups: true,
        chunks: true,
        chunkRelations: true,
        chunkOrigins: true,
        chunkModules: true,
        chunkModulesSpace: Infinity,
        nestedModules: false,
        dependentModules: true,
        ids: true,
      });
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify(json));
    });
  }
}

module.exports = { StatsFilePlugin };
