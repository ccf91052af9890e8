import type { Rule } from './rule';
import { asksYesNo } from './rule';

/** "University / College", "GPA", "Did you graduate?": facts of the applicant's degree. */
export const educationFactRule: Rule = (question, text) => {
  const label = text.label;
  if (
    /^(university|college|school|university college|institution|institute|(university|college|school|institution|institute) name|name of (the |your )?(university|college|school|institution|institute)|(which|what) (university|college|school) did you (attend|graduate from))$/.test(
      label,
    ) &&
    question.options.length === 0
  )
    return { kind: 'education-fact', fact: 'school' };
  // "Degree", "Degree name": the degree as the resume names it.
  if (
    /^(degree|degree name|name of (the |your )?degree|your degree|degree obtained)$/.test(label) &&
    question.options.length === 0
  )
    return { kind: 'education-fact', fact: 'name' };
  if (/^(undergraduate |cumulative |overall )?(c?gpa|grade point average)$/.test(label))
    return { kind: 'education-fact', fact: 'gpa' };
  if (/^(did|have) you graduated?$/.test(label) && asksYesNo(question, label))
    return { kind: 'education-fact', fact: 'graduated' };
  return undefined;
};
