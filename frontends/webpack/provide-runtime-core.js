// A federation runtime plugin of the shell: it publishes the shell's own copy of the federation
// runtime for the production remotes, which are built without one (`externalRuntime`). The stock
// plugin for this (`provideExternalRuntime`) pulls a second, CommonJS copy of the runtime into the
// shell's entry; this one hands over the names @module-federation/runtime imports, from the copy
// the shell already runs.
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

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
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
