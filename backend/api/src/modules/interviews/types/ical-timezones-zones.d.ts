// @touch4it/ical-timezones ships no types for its zone index: IANA (and a few Windows) zone names
// mapped to the file of their VTIMEZONE, several names sharing one file.
declare module '@touch4it/ical-timezones/zones.js' {
  const zones: Record<string, string>;
  export = zones;
}
