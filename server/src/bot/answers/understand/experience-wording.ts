/**
 * Other wordings of a question about experience, rewritten to the plain one the experience rule
 * reads ("How many years have you been a nurse?" → "… worked as a nurse?").
 */
/**
 * Other ways to ask the same: "How many years have you been a nurse?" is the years worked as one;
 * "… been in sales?" those worked in it; "… spent working with Python?" those worked with it.
 */
export function plainExperienceWording(label: string): string {
  return (
    label
      // "In total, how many years …", "How many years of experience, in total, do you have?": the
      // total said apart by commas is said as well without them.
      .replace(/^(?:in total|all in all|altogether|in all)\s*,\s*/i, '')
      .replace(/,\s*(in total|overall|altogether|in all)\s*,\s*/i, ' $1 ')
      // "Prior experience", "on-the-job experience", "years of employment": experience at work.
      .replace(
        /\b(?:job|employment|career|on[\s-]the[\s-]job|real[\s-]world|practical|prior|previous|past)\s+(?:work\s+)?experience\b/gi,
        'work experience',
      )
      .replace(/\b(years?|months?) of employment\b/gi, '$1 of work experience')
      // "The total number of years of your professional experience": the experience is the user's.
      .replace(/\bof (?:your|my) (?=(?:(?:total|overall|professional|work|working|industry) )*experience\b)/i, 'of ')
      // "Kindly share your total experience with us": who is told is not what.
      .replace(/^((?:(?:please |kindly )?(?:share|provide|give|mention) )?your\b.*?)\s+with us\b/i, '$1')
      // "Salesforce exp", "Exp. with Go": experience, shortened.
      .replace(/\bexp\b\.?(?=\s*\??\s*$|\s+(?:in|with|on|of|using)\b)/i, 'experience')
      // "Do you have Python skills?", "skills in SQL", "Are you skilled in Excel?": the skill, as the resume lists it.
      .replace(
        /^(do you have|do you possess) (?!any\b|the\b|good\b|strong\b|excellent\b|advanced\b|basic\b|experience\b)([\w.#+ -]{1,40}?) skills?(\?)?$/i,
        '$1 experience with $2$3',
      )
      .replace(/^(do you have|do you possess) (any )?skills? (in|with) /i, '$1 experience with ')
      .replace(/^are you skilled (in|with|at) /i, 'do you have experience with ')
      // "Do you have exposure to Docker?", "a background in Python": having worked with it.
      .replace(
        /^(do you have|have you had) (any |some |an? )?(prior |previous |practical |professional |hands on |hands-on )?(exposure|background) (to|in|with) /i,
        'do you have experience with ',
      )
      // "Do you know Java?", "Do you know how to use Excel?": knowing a thing is having used it (how
      // well is another question). Not knowing a person, a fact or whether something holds.
      .replace(
        /^do you (already )?know (how to (use|work with|program in|code in) )?(?!(how|if|whether|what|who|where|when|why|that|about|any|anyone|someone|somebody|of|the|our|us|your|someone)\b)(?=[\w.#+-]+( [\w.#+-]+){0,2}\??$)/i,
        'do you have experience with ',
      )
      // "Is your experience with Python more than 3 years?": the minimum, asked the usual way.
      .replace(
        /^is your (?:total |overall )?experience (with|in|using|on) (.+?) (more than|over|at least|above|greater than|a minimum of) (\d+\+?) (years?|months?)\s*\??$/i,
        'do you have $3 $4 $5 of experience $1 $2?',
      )
      // "2 years of experience or more": the minimum, written after the experience.
      .replace(
        /\b(\d+)\+? (years?|months?) of ((?:\w+ )?experience) or (?:more|above|greater|higher)\b/i,
        '$1+ $2 of $3',
      )
      // "What is your experience in years with React?": the unit, said before what it is with.
      .replace(/\bexperience in (years|months) (with|in|using|on) (.+?)\s*(\?)?$/i, 'experience $2 $3 in $1$4')
      // "3 years or more of Go experience": the minimum, said after the figure.
      .replace(/\b(\d+)\+? (years?|months?) or (?:more|above|greater|higher) of\b/i, '$1+ $2 of')
      // "Have you worked for at least 8 years?": years of experience, with the verb.
      .replace(
        /^have you (?:been )?(?:worked|working|employed)( professionally| full time)? for ((?:at least|over|more than|a minimum of) )?(\d+\+?) (years?|months?)\s*(\?)?$/i,
        'do you have $2$3 $4 of$1 experience$5',
      )
      // "How many years have you used Python for?": the preposition left at the end says nothing more.
      .replace(/\b(used|using|worked with|been working with) ([\w.#+ -]{1,30}?) for\s*(\?)?\s*$/i, '$1 $2$3')
      // "How many years in total have you worked?": the total, said in the middle.
      .replace(
        /^how (many years|long) (in total|overall|altogether) have you (been )?(worked|working|employed)\b/i,
        'how $1 have you $3$4 $2',
      )
      // "Business-to-business sales", "selling B2B": B2B sales, as resumes write it.
      .replace(/\bbusiness[\s-]to[\s-]business\b/gi, 'B2B')
      .replace(/\bbusiness[\s-]to[\s-]consumer\b/gi, 'B2C')
      .replace(/\b(experience )?selling (B2B|B2C)\b(?! sales)/gi, (_, experience?: string, market?: string) =>
        experience ? `experience in ${market} sales` : `${market} sales`,
      )
      // "Experience developing with Node.js": developing with the tool (an application people use
      // stays a trade of its own: derive/experience.ts).
      .replace(
        /\bexperience( do you have| you have)? (?:developing|programming|coding|building (?:applications|apps|software|services)) (?:with|in|using) ([\w.#+ -]{1,30}?)\s*(\?)?$/i,
        'experience$1 with $2 development$3',
      )
      // "Your level of experience in years": the experience, in years.
      .replace(/\b(?:level|amount) of experience\b/i, 'experience')
      // "Do you have experience of Python?", "knowledge about SQL": the same prepositions.
      .replace(/\bexperience of (?!\d)(?=[a-z])/i, 'experience with ')
      .replace(/\bknowledge (about|on) /i, 'knowledge of ')
      // "Do you have Python knowledge?": knowing it at all (knowing it well is a level, asked).
      .replace(
        /^(do you have|do you possess) (?:any |some |basic |working |prior |previous )?(?!(?:good|strong|deep|expert|advanced|excellent|solid|thorough|extensive|in depth|in-depth|sound|proven|detailed|domain|industry|business|product)\b)([\w.#+ -]{1,30}?) knowledge(\?)?$/i,
        '$1 experience with $2$3',
      )
      // "Have you previously used Salesforce?": when is not what is asked.
      .replace(
        /^have you (?:previously|already|personally|also) (used|worked with|worked on|worked in) /i,
        'have you $1 ',
      )
      // "Have you built applications using React?", "developed apps in Java": developing with the
      // tool (which, for an application people use, is a trade of its own: derive/experience.ts).
      .replace(
        /^have you (?:ever |previously )?(?:built|developed|created|designed|shipped|delivered) (?:[\w-]+ ){0,3}?(?:using|with|in|on) ([\w.#+ -]{1,30}?)\s*(\?)?$/i,
        'do you have experience with $1 development$2',
      )
      // "Have you programmed in Java?", "coded in Go": having used the language.
      .replace(/^have you (ever )?(programmed|coded|written code|developed) (in|with|using) /i, 'have you used ')
      .replace(/\b(have you|you have) been (an?) (?!(working|employed|using)\b)/i, '$1 worked as $2 ')
      .replace(/\b(have you|you have) been (in|into) /i, '$1 worked in ')
      // "How many years have you been doing B2B sales?": worked in it.
      .replace(/\b(have you|you have) been (doing|practicing|practising) /i, '$1 worked in ')
      // "Since how many years have you been working?": how many years.
      .replace(/^(?:since|from|for) how (many years|long)\b/i, 'how $1')
      .replace(
        /\b(have you|you have) spent (working|coding|programming|developing) (with|in|on|using) /i,
        '$1 worked $3 ',
      )
  );
}
