/**
 * The French glossary (docs/french-glossary.md), held to the owner's copy where a machine can
 * check it: every French string of every data file is read, and a variant the glossary rules out
 * fails with the file, the field and the words found. A rule names what the copy must not say,
 * never what it says today, so a change of wording that follows the glossary never turns it red.
 */
import { describe, expect, test } from 'vitest'

import { readContentFolder } from './read-folder'

interface FrenchString {
  /** `app/content/data/services.json` */
  file: string
  /** `cta › title › fr`, as the content errors name a field (app/content/validate.ts). */
  field: string
  /** The nearest named key (`title`, `quote`, `buttonLabel`): what kind of words these are. */
  key: string
  text: string
}

interface GlossaryRule {
  /** What the glossary says, printed with each miss. */
  says: string
  forbidden: RegExp
  /** Keys whose words are someone else's, quoted as said or sent (a testimonial, an e-mail subject). */
  exceptIn?: string[]
  /** Only these keys are held to the rule. */
  onlyIn?: (key: string) => boolean
  /** A masculine that is half of a full doublet is allowed: the string also holds this feminine. */
  unlessAlso?: RegExp
}

// JavaScript's \b knows only ASCII letters: these edges also know "é", "ê" and the rest.
const start = '(?<![\\p{L}\\p{N}])'
const end = '(?![\\p{L}\\p{N}])'
const words = (pattern: string) => new RegExp(`${start}(?:${pattern})${end}`, 'giu')

/** The words of the people quoted, and of the e-mail a visitor sends: their own voice. */
const ownWords = ['quote', 'emailSubject']

const glossaryRules: GlossaryRule[] = [
  {
    says: 'free is "gratuit" or "gratuite"; "offert" also reads as "provided", so the copy does not use it (a service is "assuré" or "proposé")',
    forbidden: words('offert|offerte|offerts|offertes'),
  },
  {
    says: 'the service "Weight Loss Coaching" is "coaching pour la perte de poids"',
    forbidden: words('coaching en perte de poids'),
  },
  {
    says: 'the app\'s weight feature is "suivi du poids"',
    forbidden: words('courbes? de poids'),
  },
  {
    says: 'one signs up for the waitlist: "s’inscrire à la liste d’attente"',
    forbidden: words('rejoindre (?:la|une|notre) liste'),
  },
  {
    says: 'a reply "within {responseHours} hours" comes "dans les {responseHours} heures"',
    forbidden: /en moins de \{responseHours\}/giu,
  },
  {
    says: 'the app before its release is "en version bêta"',
    forbidden: words('phases? de tests?'),
  },
  {
    says: 'a beta tester is a "bêtatesteur", a "bêtatesteuse" (OQLF: one word)',
    forbidden: words('bêta-testeu(?:r|se)s?'),
  },
  {
    says: 'a progress report is a "bilan" ("rapport de progrès" is an anglicism; OQLF: rapport d’étape)',
    forbidden: words('rapports? de progrès'),
  },
  {
    says: 'e-mail is "courriel"',
    forbidden: words('e-?mails?'),
  },
  {
    says: 'a dietitian is a "diététiste" (the title the law reserves in Ontario and Québec; "diététicien" is France\'s)',
    forbidden: words('diététicien(?:ne)?s?'),
  },
  {
    says: 'the plural of coach is "coachs"',
    forbidden: words('coaches'),
  },
  {
    says: 'no truncated forms (OQLF: not in running text): an epicene word, or the full doublet "clientes et clients"',
    forbidden: new RegExp(
      [
        // professionnel(le)(s), client(e)s, (e)
        '\\p{L}\\((?:e|es|s|le|les|ne|nes|se|ses|euse|euses|rice|rices|trice|trices|ive|ives|x)\\)',
        // client·e·s, client•es
        '\\p{L}[·•⋅]\\p{L}',
        // client/e, il/elle
        `\\p{L}/(?:e|es|le|les|ne|nes|euse|euses|trice|trices|ive|ives|elle|elles)${end}`,
      ].join('|'),
      'giu',
    ),
  },
  {
    says: 'words that speak to the visitor give the visitor no gender ("Envie de vous lancer ?", not "Prêt à commencer ?")',
    forbidden: new RegExp(
      [
        // "Prêt à commencer ?", "Vous êtes prête ?", "Êtes-vous prêts ?": not "prêtes à l’emploi", said of things.
        `(?:^|(?<=[.!?…]\\s)|(?<=vous êtes\\s)|(?<=êtes-vous\\s))prêt(?:e|s|es)?${end}`,
        // "Soyez parmi les premiers", "Soyez le bienvenu"
        `${start}soyez (?:parmi )?(?:les |le |la )?(?:premi(?:er|ère)s?|bienvenue?s?)${end}`,
      ].join('|'),
      'giu',
    ),
    exceptIn: ownWords,
  },
  ...(
    [
      ['clients', 'clientes'],
      ['utilisateurs', 'utilisatrices'],
      ['bêta-?testeurs', 'bêta-?testeuses'],
      // Not "des conseils experts", said of things.
      ['(?:(?<=^)|(?<=(?:des|les|nos|vos|aux|ces|de|\\d) )|(?<=d’))experts', 'expertes'],
      ['diététistes professionnels', 'diététistes professionnelles|professionnelles'],
      ['coachs certifiés', 'certifiées'],
      ['coachs qualifiés', 'qualifiées'],
      ['chaque client', 'chaque cliente'],
    ] as const
  ).map(([masculine, feminine]): GlossaryRule => ({
    says: `people of either gender are named by an epicene word ("clientèle", "personnes", "spécialistes", "diététistes", "votre coach") or by the full doublet, never by the masculine alone ("${masculine.replace(/^.*\)/, '')}")`,
    forbidden: words(masculine),
    unlessAlso: words(feminine),
    exceptIn: ownWords,
  })),
  {
    says: 'the site says "vous", never "tu"',
    forbidden: new RegExp(`${words('tu|te|toi|ta|tes').source}|${start}t[’'](?=\\p{L})`, 'giu'),
    exceptIn: ownWords,
  },
  {
    says: 'a button speaks to the visitor: "Commencer votre parcours", not "mon parcours"',
    forbidden: words('mon|ma|mes'),
    onlyIn: (key) => /label$/i.test(key) || key === 'homeLink',
  },
]

function isTranslated(value: unknown): value is { en: string; fr: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.length === 2 && 'en' in value && 'fr' in value && typeof value.fr === 'string'
}

/** Every French string in the data files, named as the content errors name a field. */
function frenchStrings(files: Record<string, string>): FrenchString[] {
  const found: FrenchString[] = []
  const walk = (value: unknown, file: string, path: string[], key: string) => {
    if (isTranslated(value)) {
      found.push({ file, field: [...path, 'fr'].join(' › '), key, text: value.fr })
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, file, [...path, `item ${index + 1}`], key))
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) walk(item, file, [...path, name], name)
    }
  }
  for (const [name, text] of Object.entries(files)) walk(JSON.parse(text), `app/content/data/${name}.json`, [], '')
  return found
}

/** Each place `rule` is broken, as one line naming the file, the field and the words. */
function glossaryMisses(strings: FrenchString[], rule: GlossaryRule): string[] {
  return strings
    .filter(({ key }) => !rule.exceptIn?.includes(key) && (rule.onlyIn?.(key) ?? true))
    .filter(({ text }) => !(rule.unlessAlso && new RegExp(rule.unlessAlso).test(text)))
    .flatMap(({ file, field, text }) =>
      [...text.matchAll(new RegExp(rule.forbidden))].map(
        ([match]) => `${file} › ${field}: “${text}” says “${match}”; the glossary: ${rule.says}`,
      ),
    )
}

const shipped = frenchStrings(readContentFolder())

test('the French copy is read: every data file gives strings to check', () => {
  const files = new Set(shipped.map(({ file }) => file))
  const dataFiles = Object.keys(readContentFolder()).map((name) => `app/content/data/${name}.json`)
  expect([...files].sort()).toEqual(dataFiles.sort())
  expect(shipped.length).toBeGreaterThan(100)
})

describe('the French copy follows the glossary (docs/french-glossary.md)', () => {
  test.each(glossaryRules.map((rule) => [rule.says, rule] as const))('%s', (_, rule) => {
    expect(glossaryMisses(shipped, rule)).toEqual([])
  })
})

describe('a copy that breaks the glossary fails, naming the file, the field and the words', () => {
  const fixture = (fr: string, key = 'title') =>
    frenchStrings({ sample: JSON.stringify({ section: { [key]: { en: 'English', fr } } }) })

  test.each([
    ['Votre première consultation est offerte.', 'offerte'],
    ['Coaching en perte de poids', 'Coaching en perte de poids'],
    ['Suivi des repas, courbe de poids', 'courbe de poids'],
    ['Rejoindre la liste d’attente', 'Rejoindre la liste'],
    ['Nous répondons en moins de {responseHours} heures.', 'en moins de {responseHours}'],
    ['L’application est en phase de test.', 'phase de test'],
    ['Rapport de progrès mensuel', 'Rapport de progrès'],
    ['Écrivez-nous par e-mail.', 'e-mail'],
    ['Nos diététiciennes vous conseillent.', 'diététiciennes'],
    ['Nos coaches vous répondent.', 'coaches'],
    ['Des diététistes professionnel(le)s', 'l(le)'],
    ['Nos client·e·s', 't·e'],
    ['Chaque client/e a son plan', 't/e'],
    ['Prêt à commencer ?', 'Prêt'],
    ['Merci ! Êtes-vous prête ?', 'prête'],
    ['Soyez parmi les premiers à l’essayer', 'Soyez parmi les premiers'],
    ['Plus de 50 experts', 'experts'],
    ['Ce que nos clients accomplissent', 'clients'],
    ['Ce qu’en disent les premiers utilisateurs', 'utilisateurs'],
    ['Nos bêtatesteurs', 'bêtatesteurs'],
    ['Une bêta-testeuse depuis le printemps', 'bêta-testeuse'],
    ['Tu peux commencer quand tu veux.', 'Tu'],
  ])('“%s” is named with “%s”', (fr, words) => {
    const misses = glossaryRules.flatMap((rule) => glossaryMisses(fixture(fr), rule))
    expect(misses).toContainEqual(
      expect.stringMatching(
        new RegExp(`^app/content/data/sample\\.json › section › title › fr: .* says “${escapeForPattern(words)}”`, 'u'),
      ),
    )
  })

  test('a full doublet, a named person and a quote in their own words are not held to the masculine rules', () => {
    const allowed = [
      ...fixture('Une poignée de clientes et de clients réunis'),
      ...fixture('Bêtatesteur et membre d’un programme de groupe'),
      ...fixture('Les autres clients m’ont aidé, j’étais prêt à abandonner.', 'quote'),
      ...fixture('Veuillez m’inscrire à la liste d’attente', 'emailSubject'),
      ...fixture('Commencer votre parcours', 'label'),
      ...fixture('Ce que nous offrons'),
      ...fixture('Des conseils experts et des listes prêtes à l’emploi'),
    ]
    expect(glossaryRules.flatMap((rule) => glossaryMisses(allowed, rule))).toEqual([])
  })

  test('a button in the first person fails; an FAQ question may speak as the visitor', () => {
    const button = glossaryRules.flatMap((rule) => glossaryMisses(fixture('Commencer mon parcours', 'label'), rule))
    expect(button).toContainEqual(expect.stringContaining('says “mon”'))
    const question = glossaryRules.flatMap((rule) =>
      glossaryMisses(fixture('Puis-je changer mon plan ?', 'question'), rule),
    )
    expect(question).toEqual([])
  })
})

function escapeForPattern(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
