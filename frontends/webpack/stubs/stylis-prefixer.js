// Stands in for stylis's vendor prefixer (src/Prefixer.js). styled-components 6 prefixes only when
// a StyleSheetManager sets `enableVendorPrefixes`, which no frontend does, so the real one never
// runs; the shared subset of styled-components (shared/styled-components.ts) does not even offer
// StyleSheetManager.
export function prefix(value) {
  return value;
}
