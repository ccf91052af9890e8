import { formQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../applicant';
import { applicantOf } from '../corpus/applicant-of';
import { labelInEnglish } from '../in-english';

const q = formQuestion;
const said = (answer: Answer) => (answer.answered ? answer.value : 'asked');

// An engineer in Lisbon: authorised in Portugal, years of Kotlin, a degree, pay in euros a year.
const applicant = applicantOf({
  email: 'ines@example.com',
  linkedinEmail: 'ines@example.com',
  firstName: 'Inês',
  lastName: 'Carvalho',
  noticePeriodDays: 60,
  currentPay: '€48,000 per year',
  expectedPay: '€55,000 per year',
  custom: {
    'Are you legally authorized to work in Portugal?': 'Yes',
    'Will you require sponsorship?': 'No',
    'Are you willing to relocate?': 'No',
  },
  resumeText: [
    'Inês Carvalho — Backend Engineer',
    'Lisbon, Portugal | +351 912 345 678 | ines@example.com',
    'Skills: Kotlin (4 years), Scala (2 years), PostgreSQL',
    'Education: BSc in Informatics Engineering, Universidade de Lisboa, 2016',
    'Languages: Portuguese (Native), English (Professional)',
  ].join('\n'),
  followCompanies: false,
});

describe('in-english: a question in another language read in English and answered with the form’s own option', () => {
  it('reads years with a skill in each language', () => {
    for (const label of [
      '¿Cuántos años de experiencia laboral tienes con Kotlin?',
      'Quantos anos de experiência você tem com Kotlin?',
      "Combien d'années d'expérience avez-vous avec Kotlin ?",
      'Wie viele Jahre Erfahrung haben Sie mit Kotlin?',
      'Quanti anni di esperienza hai con Kotlin?',
      'Hoeveel jaar ervaring heb je met Kotlin?',
    ])
      expect([label, said(answerQuestion(q(label, 'numeric'), applicant))]).toEqual([label, '4']);
  });

  it('answers yes / no with the option as the form writes it', () => {
    expect(
      said(
        answerQuestion(
          q('Você está legalmente autorizada a trabalhar em Portugal?', 'radio', ['Sim', 'Não']),
          applicant,
        ),
      ),
    ).toBe('Sim');
    expect(
      said(
        answerQuestion(q('¿Necesitarás patrocinio de visa ahora o en el futuro?', 'select', ['Sí', 'No']), applicant),
      ),
    ).toBe('No');
    expect(said(answerQuestion(q('Êtes-vous prêt à déménager ?', 'radio', ['Oui', 'Non']), applicant))).toBe('Non');
    expect(
      said(
        answerQuestion(
          q('Hai conseguito il seguente titolo di studio: Laurea triennale?', 'radio', ['Sì', 'No']),
          applicant,
        ),
      ),
    ).toBe('Sì');
  });

  it('reads a language level on the form’s own scale', () => {
    const levels = ['Aucun', 'Conversationnel', 'Professionnel', 'Langue maternelle ou bilingue'];
    expect(
      said(answerQuestion(q("Quel est votre niveau de maîtrise de l'anglais ?", 'select', levels), applicant)),
    ).toBe('Professionnel');
  });

  it('reads a country by its name in that language, and asks where the user gave nothing', () => {
    expect(labelInEnglish('¿Estás legalmente autorizado para trabajar en Estados Unidos?')).toBe(
      'are you legally authorized to work in United States?',
    );
    expect(
      said(answerQuestion(q('Sind Sie berechtigt, in Deutschland zu arbeiten?', 'radio', ['Ja', 'Nein']), applicant)),
    ).toBe('asked');
  });

  it('keeps the period and the gross / net of pay: a monthly figure the user never gave is asked', () => {
    expect(said(answerQuestion(q('Pretensão salarial'), applicant))).toBe('€55,000 per year');
    expect(said(answerQuestion(q('¿Cuál es tu salario bruto mensual deseado?'), applicant))).toBe('asked');
    expect(said(answerQuestion(q('Salário líquido mensal desejado'), applicant))).toBe('asked');
  });

  it('reads contact fields, and leaves an English question alone', () => {
    expect(said(answerQuestion(q('Número de celular'), applicant))).toBe('912345678');
    expect(said(answerQuestion(q('Ciudad'), applicant))).toBe('Lisbon');
    expect(labelInEnglish('How many years of Kotlin do you have?')).toBeUndefined();
  });
});
