/**
 * How to type the answer, said beside the question ("Enter 0 if none.", "Numbers only", "- Enter a
 * number", ", if any", "0 if fresher"): it tells the shape of the answer, not what is asked, so the
 * question is read without it (a fresher's 0 is what a graduate's data says anyway). The field's kind and hints already say whole or decimal numbers.
 */
const FORMAT_SENTENCE =
  /^(?:(?:please|kindly)\s+)?(?:(?:enter|answer|type|write|respond|reply|input|fill in|give|provide|put|use)\s+(?:(?:in|with|a|an|the|only|your answer (?:in|as))\s+)*(?:numbers?|numerals?|digits?|numeric(?: values?)?|(?:whole|decimal|round) (?:numbers?|figures?)|figures?|a (?:whole |decimal )?number|0 if (?:none|not applicable|no experience|you have none|(?:you are )?(?:a )?fresher))(?:\s+only)?|(?:numbers?|digits?|numeric|numerals?|figures?)\s+only|(?:please\s+)?round (?:up |down )?to the nearest (?:whole )?(?:year|number|month)|(?:if|in case of|for) (?:none|not applicable|no experience|you have none|(?:you are )?(?:a )?freshers?),?\s+(?:please\s+)?(?:enter|put|write|type|answer|select|mention)\s+(?:0|zero|none)|(?:enter|put|write|type|mention)\s+(?:0|zero)\s+(?:if|for)\s+(?:none|not applicable|you have none|you have no experience|(?:you are )?(?:a )?freshers?)|0 (?:if|for) (?:(?:you are )?(?:a )?freshers?|none))\s*[.!]?\s*$/i;

/** The label without an instruction on how to type the answer, after the question or joined to it. */
export function withoutAnswerFormat(written: string): string {
  // "Are you willing to relocate? *", "… (required)": the mark of a required field, nothing asked.
  const label = written.replace(/\s*\*+\s*$/, '').replace(/\s*\((?:required|mandatory|optional)\)\s*$/i, '');
  const end = label.lastIndexOf('?');
  let text = label;
  if (end >= 0) {
    const after = label.slice(end + 1).trim();
    const inside = after.replace(/^\((.*)\)$/, '$1').trim();
    if (after && FORMAT_SENTENCE.test(inside)) text = label.slice(0, end + 1);
  }
  return (
    text
      .replace(
        /\s+[-–—:]\s*(?:please\s+)?(?:enter|type|write|input)\s+(?:a |the )?(?:whole |decimal )?(?:number|figure|numeric value)s?\s*\.?$/i,
        '',
      )
      .replace(/,\s*if any\s*(\?)?\s*$/i, '$1')
      // "Are you based in the US? — Yes/No", "Immediate joiner (Yes/No)?": the options, said again.
      .replace(
        /(?<=\S)\s*(\?)?\s*[-–—:,]?\s*\(?\s*\byes\s*(?:\/|\bor\b|\|)\s*no\b\s*\)?\s*(\?)?\s*\.?$/i,
        (_, before, after) => (before || after ? '?' : ''),
      )
  );
}
