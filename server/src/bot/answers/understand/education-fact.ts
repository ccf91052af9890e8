import { degreeKinds } from '../facts/degree-kind';
import { schoolGroupsIn } from '../facts/school-groups';
import { levelIn } from '../templates/education';
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
  if (/^(undergraduate |cumulative |overall )?(c?gpa|grade point average)$/.test(label) || gradeAverageAsked(label))
    return { kind: 'education-fact', fact: 'gpa' };
  // "Are you a graduate?", "Have you completed your degree / studies?": whether any degree is completed.
  if (
    /^(did|have) you graduated?$|^are you an? graduate$|^(have|did) you (completed|complete|finished|finish) (your )?(degree|studies|education|graduation)$/.test(
      label,
    ) &&
    asksYesNo(question, label)
  )
    return { kind: 'education-fact', fact: 'graduated' };
  // "Are you an IIT graduate?", "Have you studied at an IIT, NIT or BITS?": whether a school named is one's own.
  const groups = schoolGroupsIn(label);
  if (
    groups.length > 0 &&
    asksYesNo(question, label) &&
    /\b(graduat\w*|alumn\w*|studied|study|attended|degree|passed out)\b/.test(label) &&
    !/\b(experience|work\w*|hire|hiring|colleagues?|team|refer\w*|know|current\w*|pursuing|enrolled)\b/.test(label) &&
    // "A school other than an IIT", "a non-IIT college", "not an IIT graduate": the other schools, whose
    // answer is not the one for the group.
    !/\b(not|non|never|other than|outside|except|besides|apart from|excluding|instead of|but)\b/.test(label) &&
    !levelIn(label) &&
    degreeKinds(label).length === 0 &&
    !/\b(in|with) (?!(an? |the |one of )?(iit|nit|bits|iiit|iim)s?\b)/.test(label)
  )
    return {
      kind: 'education-fact',
      fact: 'school-group',
      groups,
      ...(/\b(like|such as|e g|eg|including|for example|premier|premiere|top|tier|elite|reputed|prestigious|equivalent|similar)\b/.test(
        label,
      ) && { examples: true }),
    };
  return undefined;
};

/** Words around "CGPA" that only say which degree's average, or that it is on a scale of 10. */
const AROUND_GPA =
  /\b(what|is|was|were|your|the|my|current|final|overall|aggregate|cumulative|undergraduate|ug|graduation|bachelor s|bachelors|bachelor|b ?tech|b e|degree|college|university|in|of|on|a|out|10|point|scale|score|obtained|secured|achieved|till date|so far)\b/g;

/**
 * "B.Tech CGPA", "CGPA in graduation", "What is your CGPA (out of 10)?": the grade average asked
 * with words that only say of which degree or on a scale of 10. Any other word (a scale of 4, a
 * percentage, 12th grade, a master's) is another figure, and asked.
 */
function gradeAverageAsked(label: string): boolean {
  if (!/\b(c?gpa|cpi|grade point average)\b/.test(label)) return false;
  if (
    /\b(percentage|percent|4|5|12th|10th|high school|master|masters|m ?tech|mba|postgraduate|semester|sem)\b/.test(
      label,
    )
  )
    return false;
  return (
    label
      .replace(/\b(c?gpa|cpi|grade point average)\b/g, ' ')
      .replace(AROUND_GPA, ' ')
      .trim() === ''
  );
}
