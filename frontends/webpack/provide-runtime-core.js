// A federation runtime plugin of the shell: it publishes the shell's own copy of the federation
// runtime for the production remotes, which are built without one (`externalRuntime`). The stock
// plugin for this (`provideExternalRuntime`) pulls a second, CommonJS copy of the runtime into the
// shell's entry; this one hands over the names @module-federation/runtime imports, from the copy
// the shell already runs. It also publishes the shell's webpack bundler runtime (the functions that
// join webpack's module loading to the federation runtime) for remote-bundler-runtime.js.
import federation from '@module-federation/webpack-bundler-runtime';
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/** The global the remotes' `externalRuntime` build reads the runtime from. */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';
/** The global remote-bundler-runtime.js reads the bundler runtime from. */
const BUNDLER_GLOBAL_NAME = '_FEDERATION_BUNDLER_RUNTIME';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      CurrentGlobal[BUNDLER_GLOBAL_NAME] ??= {
        bundlerRuntime: federation.bundlerRuntime,
        attachShareScopeMap: federation.attachShareScopeMap,
      };
      if (CurrentGlobal[GLOBAL_NAME]) return args;
      CurrentGlobal[GLOBAL_NAME] = {
        CurrentGlobal,
        Module,
        ModuleFederation,
        assert,
        getGlobalFederationConstructor,
        getRemoteEntry,
        getRemoteInfo,
        helpers,
        loadScript,
        loadScriptNode,
        registerGlobalPlugins,
        satisfy,
        setGlobalFederationConstructor,
        setGlobalFederationInstance,
      };
      return args;
    },
  };
}
