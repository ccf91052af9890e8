import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import type { FormQuestion } from './applicant';
import { chineseInEnglish, chineseOptionInEnglish } from './in-chinese';

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
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[¿¡'’‘`´-]/g, ' ')
      // "Autorisé(e)", "dispuesto/a": the other gender's ending, and commas between a phrase's parts.
      .replace(/\((?:e|es|a|as|s)\)|\/(?:a|as|e)\b/g, '')
      .replace(/\s*,\s*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
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

/** The parts of "how many years of experience do you have with …" in the other languages, in any of their orders. */
const HOW_MANY = '(?:ha |depuis )?(?:cuantos|quantos|quanti|combien d|wie viele|hoeveel)';
const YEARS_WORD = '(?:anos|anni|annees|jahre|jaar|jaren)';
const EXPERIENCE_WORD =
  '(?:(?:de|di|d) )?(?:experiencia|esperienza|experience|erfahrung|berufserfahrung|ervaring|werkervaring)(?: (?:laboral|profesional|profissional|lavorativa|professionale|professionnelle))?';
const HAVE_WORD =
  '(?:tienes|tiene usted|tiene|posees|posee|has trabajado|llevas trabajando|lleva trabajando|voce tem|voce possui|voce trabalha|tem|possui|hai lavorato|hai|ha|avez vous|as tu|travaillez vous|haben sie|hast du|heb je|heb jij|heeft u|hebt u)';
const DOING_WORD = '(?:trabajando|utilizando|usando|trabalhando|utilizzando|travaillant|arbeitend)';
const WITH_WORD =
  '(?:con|com|en|em|in|nel|nell|na|no|avec|dans|mit|im|met)(?: (?:el|la|le|l|o|a|il|lo|area de|domaine de|domaine du|bereich|utilizzo di|uso di|ambito di|ambito de|campo de|campo di))*';

/**
 * Phrases of the other languages, to English: whole template phrases first, then the words they
 * leave. `$n` keeps what the phrase caught (a skill, a country).
 */
const PHRASES: Array<[RegExp, string]> = [
  // Years with a skill, the verb before the skill or after it: "¿Cuántos años de experiencia tiene
  // usted en X?", "Quantos anos de experiência em X você tem?", "Depuis combien d'années travaillez-vous avec X ?".
  [
    new RegExp(
      `\\b${HOW_MANY} ${YEARS_WORD}(?: ${EXPERIENCE_WORD})? ${HAVE_WORD} (?:${DOING_WORD}(?: ${WITH_WORD})?|${WITH_WORD})\\b`,
      'g',
    ),
    'how many years of work experience do you have with',
  ],
  [
    new RegExp(`\\b${HOW_MANY} ${YEARS_WORD} ${EXPERIENCE_WORD} ${WITH_WORD} (.+?) ${HAVE_WORD}\\s*(\\??)$`, 'g'),
    'how many years of work experience do you have with $1$2',
  ],
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
  // The same years put as a field's name: "Años de experiencia con SQL", "Jahre Erfahrung mit Go".
  [
    /\b(?:(?:numero|nombre|numero di) (?:de |d |di )?)?(?:anos|anni|annees) (?:de |di |d )?(?:experiencia|esperienza|experience)(?: (?:laboral|profesional|profissional|lavorativa|professionale|professionnelle))? (?:con|com|en|em|in|nel|na|no|avec|dans)(?: (?:programmation|programacion|programacao|programmazione))?\b/g,
    'years of experience with',
  ],
  [/\bjahre (?:berufs)?erfahrung (?:mit|in|im)\b/g, 'years of experience with'],
  [/\bjaren (?:werk)?ervaring (?:met|in)\b/g, 'years of experience with'],
  // "Le langage Python", "el lenguaje SQL": the language's name is the skill.
  [
    /\b(?:(?:le|la|el|o|il|de|do|del|di) )?(?:langage|lenguaje|linguagem|linguaggio)(?: (?:de programmation|de programacion|de programacao|di programmazione))?\b/g,
    '',
  ],
  // A unit named beside the field: "(años)", "(días)", "en semanas".
  [/\((?:en |em |in )?(?:anos|annees|jahre|jahren|anni|jaren)\)/g, '(years)'],
  [/\((?:en |em |in )?(?:meses|mois|monate|monaten|mesi|maanden)\)/g, '(months)'],
  [/\((?:en |em |in )?(?:semanas|semaines|wochen|settimane|weken)\)/g, '(weeks)'],
  [/\((?:en |em |in )?(?:dias|jours|tage|tagen|giorni|dagen)\)/g, '(days)'],
  // Experience, yes or no.
  [
    /\b(?:tienes|tenes|tiene|posees|voce tem|voce possui|tem|possui|hai|avez vous|haben sie|hast du|heb je|heeft u) (?:de l )?(?:experiencia|experience|esperienza|erfahrung|ervaring) (?:con|com|en|em|avec|dans|mit|met|in|con il|con la)\b/g,
    'do you have experience with',
  ],
  // Experience as a field's name, its unit beside it: "Experiencia con Python (años)".
  [/^(?:experiencia|esperienza|erfahrung|ervaring) (?:con|com|en|em|mit|met|in)\b/g, 'experience with'],
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
    /\b(?:estas dispuest[oa]|estarias dispuest[oa]|voce esta disposto|voce estaria disposto|esta disposto|etes vous pret|etes vous dispose|seriez vous pret|sei disposto|sind sie bereit|ben je bereid|acceptez vous|accepteriez vous|etes vous dispose)(?:\/a)? (?:a |de |para |zu )?(?:mudarte|reubicarte|trasladarte|cambiar de residencia|se mudar|mudar se|realocar|se realocar|demenager|vous installer|trasferirti|trasferirsi|umzuziehen|te verhuizen)\b/g,
    'are you willing to relocate',
  ],
  [
    /\b(?:te sientes comod[oa]|se siente comod[oa]|voce se sente confortavel|voce esta confortavel|etes vous a l aise|ti senti a tuo agio)(?: con la idea de| em| de| a| con| avec l idee de| a l idee de)? (?:desplazarte|desplazandote|viajar|ir|se deslocar|deslocar se|vous deplacer|faire la navette|fare il pendolare|spostarti) (?:a|hasta|ate|para|jusqu au|al|fino al) (?:la ubicacion|el lugar|o local|au lieu|lieu|la sede|il luogo)(?: de trabajo)? (?:de este empleo|del empleo|de esta oferta|desta vaga|deste emprego|de ce poste|de l emploi|di questo lavoro)\b/g,
    "are you comfortable commuting to this job's location",
  ],
  [
    /\b(?:te sientes comod[oa]|se siente comod[oa]|voce se sente confortavel|etes vous a l aise|ti senti a tuo agio) (?:trabajando|trabajar|em trabalhar|trabalhando|de travailler|a l idee de travailler|a lavorare|lavorando) (?:en|em|a|in) (?:un |uma |um |une |un )?(?:entorno|modalidad|modelo|regime|ambiente|environnement|mode|modalita)?(?: de trabajo| de travail| di lavoro)? ?(remoto|remota|a distancia|teletrabajo|hibrido|hibrida|presencial|en remoto|a distance|teletravail|hybride|sur site|ibrido|in sede|da remoto)\b/g,
    'are you comfortable working in a $1 setting',
  ],
  [
    /\b(?:etes vous a l aise|te sientes comod[oa]|se siente comod[oa]|voce se sente confortavel|ti senti a tuo agio) (?:avec|con|com) (?:le |el |o |il )?(?:teletravail|travail a distance|teletrabajo|trabajo remoto|trabalho remoto|lavoro da remoto)\b/g,
    'are you comfortable working in a remote setting',
  ],
  [/\b(?:remoto|remota|a distancia|teletrabajo|a distance|teletravail|da remoto|en remoto)(?= setting)/g, 'remote'],
  [/\b(?:hibrido|hibrida|hybride|ibrido)(?= setting)/g, 'hybrid'],
  [/\b(?:presencial|sur site|in sede)(?= setting)/g, 'onsite'],
  // Languages spoken: "Parlez-vous couramment l'anglais ?", "¿Hablas inglés con fluidez?".
  [
    new RegExp(
      `\\b(?:parlez vous|hablas|habla usted|habla|voce fala|fala|parli|sprechen sie|sprichst du|spreek je|spreekt u) (?:couramment |con fluidez |fluentemente |fluente |correntemente |fliessend |vloeiend )?(?:l |le |el |o |il |la )?${LANGUAGE}(?: (?:couramment|con fluidez|fluentemente|fluente|correntemente|fliessend|vloeiend))?\\b`,
      'g',
    ),
    'do you speak $1',
  ],
  // Starting now.
  [
    /\b(?:etes vous disponible|estas disponible|esta disponible|voce esta disponivel|esta disponivel|sei disponibile|sind sie verfugbar) (?:immediatement|de inmediato|inmediatamente|imediatamente|immediatamente|sofort)\b/g,
    'are you available to start immediately',
  ],
  [
    /\b(?:pouvez vous|peux tu|puedes|puede usted|puede|voce pode|pode|puoi|konnen sie) (?:commencer|empezar|comenzar|incorporarte|comecar|iniziare|beginnen|anfangen) (?:immediatement|de inmediato|inmediatamente|imediatamente|immediatamente|sofort)\b/g,
    'can you start immediately',
  ],
  // Checks and age.
  [
    /\b(?:avez vous|as tu|tienes|tiene|posees|voce tem|voce possui|tem|possui|hai|haben sie) (?:le |un |una |uma |la |il |einen |el |o |a )?(?:permis de conduire|licencia de conducir|carnet de conducir|permiso de conducir|carteira de motorista|carteira de habilitacao|cnh|patente di guida|patente|fuhrerschein)(?: valide| valida| valido| vigente| gultigen)?\b/g,
    "do you have a valid driver's license",
  ],
  [
    /\b(?:avez vous|as tu|tienes|tiene|voce tem|tem|hai|sind sie) (?:au moins|al menos|pelo menos|almeno|mindestens) 18 (?:ans|anos|anni|jahre alt)\b/g,
    'are you at least 18 years old',
  ],
  [
    /\b(?:acceptez vous|accepteriez vous|aceptas|acepta|aceptarias|voce aceita|aceita|accetti|akzeptieren sie)(?: de vous soumettre a| someterte a| se submeter a| di sottoporti a)? (?:une |la |un |una |uma |a |il |eine )?(?:verification des antecedents|verificacion de antecedentes|verificacao de antecedentes|controllo dei precedenti|hintergrundprufung)\b/g,
    'are you willing to undergo a background check',
  ],
  // Years of experience, at least: "Avez-vous au moins 3 ans d'expérience en Python ?"
  [
    /\b(?:avez vous|as tu|tienes|tiene|posees|voce tem|voce possui|tem|possui|hai|haben sie) (?:au moins|al menos|pelo menos|almeno|mindestens) (\d+) (?:ans|anos|anni|jahre) (?:d |de |di )?(?:experience|experiencia|esperienza|erfahrung)(?: professionnelle| profesional| profissional| professionale)? (?:en|avec|dans|con|com|em|in|mit)\b/g,
    'do you have at least $1 years of experience with',
  ],
  // Years with a skill in other French forms, and the total.
  [
    /\bdepuis combien de temps (?:utilisez vous|travaillez vous avec|pratiquez vous)(?: le| la| l| les)?\b/g,
    'how long have you used',
  ],
  [
    /\bdepuis combien d annees (?:utilisez vous|travaillez vous avec|pratiquez vous)(?: le| la| l| les)?\b/g,
    'how many years have you used',
  ],
  [
    /\bcombien d annees avez vous (?:travaille|utilise) (?:avec )?(?:le |la |l |les )?/g,
    'how many years have you worked with ',
  ],
  [/\bnombre d annees (?:avec|en|dans)\b/g, 'years of experience with'],
  [
    /\bcombien d annees de pratique (?:du|de la|de l|de|des) (.+?) avez vous\s*(\??)$/g,
    'how many years of work experience do you have with $1$2',
  ],
  [
    /\b(?:combien d annees d experience(?: professionnelle)? avez vous|cuantos anos de experiencia(?: laboral| profesional)? tienes|quantos anos de experiencia(?: profissional)? voce tem|quanti anni di esperienza(?: lavorativa)? hai|wie viele jahre (?:berufs)?erfahrung haben sie)\s*(\??)$/g,
    'how many years of experience do you have$1',
  ],
  // Where they live.
  [
    new RegExp(
      `\\b(?:residez vous|resides|reside usted|voce reside|reside|risiedi|wohnen sie) ${BEFORE_COUNTRY}\\b`,
      'g',
    ),
    'do you reside in',
  ],
  [
    new RegExp(`\\b(?:habitez vous|vives|vive usted|voce mora|mora|vivi|leben sie) ${BEFORE_COUNTRY}\\b`, 'g'),
    'do you live in',
  ],
  [
    new RegExp(
      `\\b(?:etes vous base|etes vous basee|estas ubicad[oa]|voce esta localizad[oa]) ${BEFORE_COUNTRY}\\b`,
      'g',
    ),
    'are you based in',
  ],
  [
    /\b(?:dans quelle ville habitez vous|en que ciudad vives|em que cidade voce mora|in quale citta vivi)\b/g,
    'what city do you live in',
  ],
  [/\b(?:ou habitez vous|donde vives|onde voce mora|dove vivi|wo wohnen sie)\b/g, 'where do you live'],
  [
    /^(?:ubicacion actual|localizacao atual|localisation actuelle|lieu de residence|ville de residence)$/g,
    'current location',
  ],
  // Current pay.
  [
    /\b(?:quel est votre |cual es tu |cual es su |qual e o seu |qual e seu )?(?:salaire|salario|sueldo|remuneracao|remuneracion|retribuzione) (?:actuel|actual|atual|attuale)\b/g,
    'current salary',
  ],
  [/\b(?:aktuelles|derzeitiges) gehalt\b/g, 'current salary'],
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
  /\b(?:cuantos|quantos|quanti|combien|wie viele|hoeveel|tienes|tenes|voce|avez vous|etes vous|haben sie|sind sie|hai|sei|conseguito|titolo|lavorare|trabajar|trabalhar|travailler|arbeiten|estas|esta|eres|has obtenido|experiencia|esperienza|erfahrung|ervaring|nivel|niveau|livello|telefono|telefone|celular|movil|ciudad|cidade|ville|stadt|remuneracion|salario|sueldo|salaire|pretension|pretensao|preaviso|preavis|kundigungsfrist|nombre|apellido|sobrenome|correo|dispuest[oa]|disposto|comod[oa]|confortavel|patrocinio|parrainage|autorizad[oa]|autorise|permiso|autorizacion|anos de|annees d|jahre|jaar|jaren|anni di|vous|votre|vos|quel|quelle|depuis|usted|puedes|hablas|vives|resides|mora|fala|expectativa|pretentions|gehaltsvorstellung(?:en)?|aviso|preavviso|opzegtermijn)\b/;

/** Yes and no, and LinkedIn's language levels, as the other languages label their options. */
const OPTION_WORDS: Array<[RegExp, string]> = [
  [/^(?:si|sim|oui|ja|yes)$/, 'Yes'],
  [/^(?:no|nao|non|nein|nee)$/, 'No'],
  [/^(?:ninguno|nenhum|aucun|keine|nessuno|geen)$/, 'None'],
  [
    /^(?:basico|basique|grundkenntnisse|base|elementar|elemental|elementaire|debutant|principiante|iniciante)$/,
    'Elementary',
  ],
  [
    /^(?:conversacional|conversacao|intermedio|intermediario|intermediaire|conversationnel|gute kenntnisse|conversazione|gesprek)$/,
    'Conversational',
  ],
  [
    /^(?:profesional|profissional|professionnel|verhandlungssicher|fliessend|professionale|professioneel|courant|fluide|fluido|fluente)$/,
    'Professional',
  ],
  [
    /^(?:nativo o bilingue|nativo ou bilingue|langue maternelle ou bilingue|muttersprache oder zweisprachig|madrelingua o bilingue|moedertaal of tweetalig|nativo|natif|langue maternelle|lengua materna|lingua materna|muttersprache|madrelingua|moedertaal)$/,
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
  const chinese = chineseInEnglish(question.label);
  const label = chinese ?? labelInEnglish(question.label);
  if (!label) return undefined;
  const options = question.options.map(chinese ? chineseOptionInEnglish : optionInEnglish);
  // Two options read the same ("Sí" and "Yes") would make the way back ambiguous.
  if (new Set(options).size !== options.length) return undefined;
  return {
    question: { ...question, label, options },
    optionOnForm: (english) => question.options[options.indexOf(english)] ?? english,
  };
}
