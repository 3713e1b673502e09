// A second entry point (@marketplace/jobs/skills-picker), kept out of the jobs index: the index is
// part of what the public /jobs page loads, and the picker (with the contracts' rules it checks
// skills with) is only needed by forms that load on demand.
export { SkillsPicker, type SkillsPickerProps } from './SkillsPicker';
export { SKILL_SUGGESTIONS, POPULAR_SKILLS, suggestSkills, addSkill } from './skills';
