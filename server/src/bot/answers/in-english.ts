import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import type { FormQuestion } from './applicant';

/**
 * LinkedIn shows its screening questions in the member's language, and bots log them so: "¿Cuántos
 * años de experiencia tienes con SQL?", "Você está legalmente autorizado a trabalhar no Brasil?".
 * The engine reads English; a question in Spanish, Portuguese, French, German, Italian or Dutch is
 * read in English phrase by phrase — the phrases of the questions forms ask (years of experience
 * with, legally authorised to work in, sponsorship, relocating, the level of education, a language's
 * proficiency, contact and pay fields), country names by i18n-iso-countries' own translations — and
 * answered by the same rules. A question with any other phrase keeps that phrase untranslated, so
 * no rule reads it, and it is asked. Options are read the same way, and the answer is the option as
 * the form shows it.
 */

for (const locale of [en, es, pt, fr, de, it, nl]) countries.registerLocale(locale);

/** Lower case, accents and the Spanish opening marks off, apostrophes to spaces. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[¿¡'’‘`´-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Country names in the other languages (accents off), to the English name, longest first. */
const COUNTRY_NAMES: Array<[string, string]> = (() => {
  const names = new Map<string, string>();
  for (const lang of ['es', 'pt', 'fr', 'de', 'it', 'nl']) {
    for (const [code, name] of Object.entries(countries.getNames(lang, { select: 'all' }))) {
      const english = countries.getName(code, 'en');
      for (const one of [name].flat()) {
        const key = plain(one);
        // A name also an English word, or the same in English, needs no translating.
        if (key.length > 3 && english && key !== plain(english)) names.set(key, english);
      }
    }
  }
  // The short names a question uses where the library keeps the long one.
  for (const short of [
    'etats unis',
    'estados unidos',
    'eeuu',
    'ee uu',
    'eua',
    'vereinigte staaten',
    'stati uniti',
    'verenigde staten',
  ])
    names.set(short, 'United States');
  return [...names].sort((a, b) => b[0].length - a[0].length);
})();
const COUNTRY_PATTERN = new RegExp(
  `\\b(?:(?:el|la|los|las|le|les|l|o|a|os|as|die|der|den|het|de|il|lo|gli|the)\\s+)?(${COUNTRY_NAMES.map(([n]) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
  'g',
);
const COUNTRY_OF = new Map(COUNTRY_NAMES);

/** "en / no / na / au / aux / in / im": the preposition before a country, as English says it. */
const BEFORE_COUNTRY = '(?:en|em|no|na|nos|nas|au|aux|a|in|im|nel|nella|negli|en el|en la|en los|dans|para)';

/** Language names as the other languages write them. */
const LANGUAGE_NAMES: Record<string, string> = {
  ingles: 'english',
  anglais: 'english',
  englisch: 'english',
  inglese: 'english',
  engels: 'english',
  espanol: 'spanish',
  castellano: 'spanish',
  espanhol: 'spanish',
  espagnol: 'spanish',
  spanisch: 'spanish',
  spagnolo: 'spanish',
  spaans: 'spanish',
  aleman: 'german',
  alemao: 'german',
  allemand: 'german',
  deutsch: 'german',
  tedesco: 'german',
  duits: 'german',
  frances: 'french',
  francais: 'french',
  franzosisch: 'french',
  francese: 'french',
  frans: 'french',
  portugues: 'portuguese',
  portugais: 'portuguese',
  portugiesisch: 'portuguese',
  portoghese: 'portuguese',
  portugees: 'portuguese',
  italiano: 'italian',
  italien: 'italian',
  italienisch: 'italian',
  italiaans: 'italian',
  hindi: 'hindi',
  neerlandes: 'dutch',
  holandes: 'dutch',
  neerlandais: 'dutch',
  niederlandisch: 'dutch',
  nederlands: 'dutch',
};
const LANGUAGE = `(${Object.keys(LANGUAGE_NAMES).join('|')})`;

/**
 * Phrases of the other languages, to English: whole template phrases first, then the words they
 * leave. `$n` keeps what the phrase caught (a skill, a country).
 */
const PHRASES: Array<[RegExp, string]> = [
  // Years of experience with a skill.
  [
    /\b(?:cuantos|quantos|quanti) (?:anos|anni) (?:de |di )?(?:experiencia|esperienza)(?: (?:laboral|profesional|profissional|lavorativa|professionale))? (?:(?:tienes|tiene|posees|usted tiene|voce tem|tem|possui|voce possui|hai|ha) )?(?:con|com|en|em|in|nel|na|no)\b/g,
    'how many years of work experience do you have with',
  ],
  [
    /\bcombien d annees d experience(?: professionnelle)? (?:avez vous|as tu|possedez vous) (?:avec|en|dans)(?: le| la| les| l)?\b/g,
    'how many years of work experience do you have with',
  ],
  [
    /\bwie viele jahre (?:berufs)?erfahrung (?:haben sie|hast du) (?:mit|in|im)\b/g,
    'how many years of work experience do you have with',
  ],
  [
    /\bhoeveel jaar (?:werk)?ervaring heb (?:je|jij|u) (?:met|in)\b/g,
    'how many years of work experience do you have with',
  ],
  // Experience, yes or no.
  [
    /\b(?:tienes|tenes|tiene|posees|voce tem|voce possui|tem|possui|hai|avez vous|haben sie|hast du|heb je|heeft u) (?:de l )?(?:experiencia|experience|esperienza|erfahrung|ervaring) (?:con|com|en|em|avec|dans|mit|met|in|con il|con la)\b/g,
    'do you have experience with',
  ],
  // The level of education.
  [
    /\b(?:has obtenido|ha obtenido|has completado|ha completado|completaste) (?:el siguiente (?:titulo|nivel (?:de estudios|educativo|de educacion))|la siguiente titulacion)\b/g,
    'have you completed the following level of education',
  ],
  [
    /\bvoce (?:concluiu|completou|possui|tem) o seguinte (?:nivel de (?:escolaridade|formacao|educacao|ensino)|grau|diploma)\b/g,
    'have you completed the following level of education',
  ],
  [
    /\bavez vous (?:obtenu|termine|complete) (?:le diplome suivant|le niveau d (?:etudes|education|enseignement) suivant)\b/g,
    'have you completed the following level of education',
  ],
  [
    /\bhaben sie (?:den folgenden|folgenden) (?:bildungsabschluss|abschluss|ausbildungsabschluss)(?: erworben| erreicht| abgeschlossen)?\b/g,
    'have you completed the following level of education',
  ],
  [
    /\bhai (?:conseguito|completato|ottenuto) il seguente (?:titolo(?: di studio)?|livello di istruzione)\b/g,
    'have you completed the following level of education',
  ],
  [
    /\b(?:grado ?\/ ?licenciatura|licenciatura|grado|bacharelado|graduacao|laurea triennale|licence)\b/g,
    "bachelor's degree",
  ],
  [/\b(?:maestria|mestrado|laurea magistrale|master)\b/g, "master's degree"],
  [/\b(?:doctorado|doutorado|doctorat|promotion|dottorato)\b/g, 'doctorate'],
  [/\b(?:tecnico superior|tecnologo)\b/g, "associate's degree"],
  [/\b(?:bachillerato|ensino medio|baccalaureat|abitur|diploma di scuola superiore)\b/g, 'high school'],
  // A language's level.
  [
    new RegExp(
      `\\b(?:cual es tu|cual es su|qual e o seu|qual e seu|quel est votre|welches ist ihr|qual e il tuo) (?:nivel|niveau|livello) (?:de |di )?(?:dominio|competencia|proficiencia|conocimiento|maitrise|competenza|profiency)? ?(?:en|em|de|del|do|da|d|di|in)? ?(?:l )?${LANGUAGE}\\b`,
      'g',
    ),
    'what is your level of proficiency in $1',
  ],
  [
    new RegExp(`\\b(?:que|qual|quel) nivel (?:de )?${LANGUAGE} (?:tienes|tiene|voce tem|tem|avez vous)\\b`, 'g'),
    'what is your level of proficiency in $1',
  ],
  [
    new RegExp(`\\bwie gut (?:sind ihre|ist ihr) ${LANGUAGE}(?:kenntnisse)?\\b`, 'g'),
    'what is your level of proficiency in $1',
  ],
  [new RegExp(`\\b${LANGUAGE}kenntnisse\\b`, 'g'), '$1 proficiency'],
  // Work authorisation and sponsorship.
  [
    new RegExp(
      `\\b(?:estas|esta|eres|voce esta|voce e|etes vous|sei|sind sie) (?:legalmente |legalement |rechtlich |legalmente )?(?:autorizad[oa]s?|autorise(?:e)?s?|autorizzat[oa]|berechtigt) (?:para |a |pour )?(?:trabajar|trabalhar|travailler|lavorare|zu arbeiten) ${BEFORE_COUNTRY}\\b`,
      'g',
    ),
    'are you legally authorized to work in',
  ],
  [
    new RegExp(
      `\\b(?:tienes|tiene|voce tem|tem|avez vous|hai|haben sie) (?:el |la |o |a |le |l |il |die |eine )?(?:permiso|autorizacion|derecho|permissao|autorizacao|direito|autorisation|droit|permesso|diritto|arbeitserlaubnis)(?: legal)? (?:de |para |a |pour |di )?(?:trabajar|trabalhar|travailler|lavorare) ${BEFORE_COUNTRY}\\b`,
      'g',
    ),
    'are you legally authorized to work in',
  ],
  [
    /\b(?:necesitas|necesitaras|necesitara|requieres|requeriras|requerira|vas a necesitar|voce precisa|voce precisara|voce vai precisar|precisa|precisara|avez vous besoin|aurez vous besoin|hai bisogno|avrai bisogno|benotigen sie|brauchen sie)(?: ahora o en el futuro| agora ou no futuro| maintenant ou a l avenir| ora o in futuro| jetzt oder in zukunft)?(?: de| d| di| un| une| ein| eine| uno| una)* (?:patrocinio|patrocinio de visa|patrocinio de visto|patrocinio para (?:visa|visto)|parrainage|sponsorisation|sponsorizzazione|sponsoring|visum(?:ssponsoring)?|visa)\b/g,
    'will you require visa sponsorship',
  ],
  // Where and how they work.
  [
    /\b(?:estas dispuest[oa]|estarias dispuest[oa]|voce esta disposto|voce estaria disposto|esta disposto|etes vous pret|etes vous dispose|seriez vous pret|sei disposto|sind sie bereit|ben je bereid)(?:\/a)? (?:a |de |para |zu )?(?:mudarte|reubicarte|trasladarte|cambiar de residencia|se mudar|mudar se|realocar|se realocar|demenager|vous installer|trasferirti|trasferirsi|umzuziehen|te verhuizen)\b/g,
    'are you willing to relocate',
  ],
  [
    /\b(?:te sientes comod[oa]|se siente comod[oa]|voce se sente confortavel|voce esta confortavel|etes vous a l aise|ti senti a tuo agio)(?: con la idea de| em| de| a| con| avec l idee de)? (?:desplazarte|desplazandote|viajar|ir|se deslocar|deslocar se|vous deplacer|faire la navette|fare il pendolare|spostarti) (?:a|hasta|ate|para|jusqu au|al|fino al) (?:la ubicacion|el lugar|o local|au lieu|lieu|la sede|il luogo)(?: de trabajo)? (?:de este empleo|del empleo|de esta oferta|desta vaga|deste emprego|de ce poste|de l emploi|di questo lavoro)\b/g,
    "are you comfortable commuting to this job's location",
  ],
  [
    /\b(?:te sientes comod[oa]|se siente comod[oa]|voce se sente confortavel|etes vous a l aise|ti senti a tuo agio) (?:trabajando|trabajar|em trabalhar|trabalhando|de travailler|a lavorare|lavorando) (?:en|em|a|in) (?:un |uma |um |une |un )?(?:entorno|modalidad|modelo|regime|ambiente|environnement|mode|modalita)?(?: de trabajo| de travail| di lavoro)? ?(remoto|remota|a distancia|teletrabajo|hibrido|hibrida|presencial|en remoto|a distance|teletravail|hybride|sur site|ibrido|in sede|da remoto)\b/g,
    'are you comfortable working in a $1 setting',
  ],
  [/\b(?:remoto|remota|a distancia|teletrabajo|a distance|teletravail|da remoto|en remoto)(?= setting)/g, 'remote'],
  [/\b(?:hibrido|hibrida|hybride|ibrido)(?= setting)/g, 'hybrid'],
  [/\b(?:presencial|sur site|in sede)(?= setting)/g, 'onsite'],
  // Contact, place, pay, notice.
  [
    /\b(?:numero de )?(?:telefono|telefone|celular|movil|movel|portable|telephone portable|handynummer|mobilnummer|telefonnummer|cellulare|numero di telefono)(?: (?:movil|celular|movel|portable|mobile|cellulare))?\b/g,
    'mobile phone number',
  ],
  [/^(?:ciudad|cidade|ville|stadt|citta|localidad|wohnort|plaats|woonplaats)$/g, 'city'],
  [/^(?:nombre|nome|prenom|vorname|voornaam)$/g, 'first name'],
  [/^(?:apellidos?|sobrenome|apelido|nom de famille|nachname|cognome|achternaam)$/g, 'last name'],
  [/^(?:correo electronico|correo|e mail|email|adresse e mail|e mail adresse)$/g, 'email address'],
  // Pay: its period and gross / net stay in the question ("salario bruto mensual deseado" is monthly).
  [/\b(?:mensual|mensal|mensuel|mensile|monatlich|maandelijks)\b/g, 'monthly'],
  [/\b(?:anual|annuel|annuelle|annuo|annua|jahrlich|jaarlijks)\b/g, 'annual'],
  [/\b(?:bruta|bruto|brut|brute|brutto)\b/g, 'gross'],
  [/\b(?:neta|neto|liquido|liquida|netto|nette)\b/g, 'net'],
  [
    /\b(?:remuneracion|salario|sueldo|remuneracao|salaire|retribuzione|gehalt|salaris)((?: (?:monthly|annual|gross|net))*) (?:pretendida|pretendido|deseada|deseado|desejada|desejado|esperada|esperado|souhaitee?|attendue?|desiderata|desiderato|gewunscht(?:es)?|gewenst)((?: (?:monthly|annual|gross|net))*)\b/g,
    'expected$1$2 salary',
  ],
  [
    /\b(?:pretension salarial|pretensao salarial|expectativa salarial|pretentions salariales|gehaltsvorstellung(?:en)?|gewunschtes gehalt|ral desiderata)\b/g,
    'expected salary',
  ],
  [
    /\b(?:periodo de preaviso|preaviso|periodo de aviso(?: previo)?|aviso previo|preavis|kundigungsfrist|periodo di preavviso|preavviso|opzegtermijn)\b/g,
    'notice period',
  ],
];

/** A word of the other languages that tells the text is one of them (no English word is one). */
const FOREIGN =
  /\b(?:cuantos|quantos|quanti|combien|wie viele|hoeveel|tienes|tenes|voce|avez vous|etes vous|haben sie|sind sie|hai|sei|conseguito|titolo|lavorare|trabajar|trabalhar|travailler|arbeiten|estas|esta|eres|has obtenido|experiencia|esperienza|erfahrung|ervaring|nivel|niveau|livello|telefono|telefone|celular|movil|ciudad|cidade|ville|stadt|remuneracion|salario|sueldo|salaire|pretension|pretensao|preaviso|preavis|kundigungsfrist|nombre|apellido|sobrenome|correo|dispuest[oa]|disposto|comod[oa]|confortavel|patrocinio|parrainage|autorizad[oa]|autorise|permiso|autorizacion)\b/;

/** Yes and no, and LinkedIn's language levels, as the other languages label their options. */
const OPTION_WORDS: Array<[RegExp, string]> = [
  [/^(?:si|sim|oui|ja|yes)$/, 'Yes'],
  [/^(?:no|nao|non|nein|nee)$/, 'No'],
  [/^(?:ninguno|nenhum|aucun|keine|nessuno|geen)$/, 'None'],
  [/^(?:basico|basique|grundkenntnisse|base|elementar|elemental|elementaire)$/, 'Elementary'],
  [
    /^(?:conversacional|conversacao|intermedio|intermediario|intermediaire|conversationnel|gute kenntnisse|conversazione|gesprek)$/,
    'Conversational',
  ],
  [
    /^(?:profesional|profissional|professionnel|verhandlungssicher|fliessend|professionale|professioneel)$/,
    'Professional',
  ],
  [
    /^(?:nativo o bilingue|nativo ou bilingue|langue maternelle ou bilingue|muttersprache oder zweisprachig|madrelingua o bilingue|moedertaal of tweetalig|nativo|natif|muttersprache|madrelingua|moedertaal)$/,
    'Native or bilingual',
  ],
];

function optionInEnglish(option: string): string {
  const text = plain(option);
  return OPTION_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? option;
}

/** The label read in English, or undefined when it is not in one of the other languages. */
export function labelInEnglish(label: string): string | undefined {
  const text = plain(label);
  if (!FOREIGN.test(text)) return undefined;
  let out = PHRASES.reduce((acc, [pattern, to]) => acc.replace(pattern, to), text);
  out = out.replace(COUNTRY_PATTERN, (_, name: string) => COUNTRY_OF.get(name) ?? name);
  out = out.replace(new RegExp(`\\b${LANGUAGE}\\b`, 'g'), (name: string) => LANGUAGE_NAMES[name] ?? name);
  return out === text ? undefined : out;
}

/**
 * The question as read in English, with a way back from an English option to the form's; undefined
 * for a question already in English.
 */
export function inEnglish(
  question: FormQuestion,
): { question: FormQuestion; optionOnForm: (english: string) => string } | undefined {
  const label = labelInEnglish(question.label);
  if (!label) return undefined;
  const options = question.options.map(optionInEnglish);
  // Two options read the same ("Sí" and "Yes") would make the way back ambiguous.
  if (new Set(options).size !== options.length) return undefined;
  return {
    question: { ...question, label, options },
    optionOnForm: (english) => question.options[options.indexOf(english)] ?? english,
  };
}
