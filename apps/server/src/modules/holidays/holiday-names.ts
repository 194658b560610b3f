/**
 * The holidays the date-holidays library names in English only, in French, Portuguese and Spanish
 * (issue 40: the dashboard's calendar shows them in the person's language). Keyed by the library's
 * English name, for every Canadian province and the United States; holidays.test.ts fails when the
 * library leaves another one in English.
 */
const NAMES: Record<string, Record<string, string>> = {
  fr: {
    'Martin Luther King Jr. Day': 'Journée de Martin Luther King Jr.',
    "Washington's Birthday": 'Anniversaire de Washington',
    'Memorial Day': 'Journée commémorative (Memorial Day)',
    Juneteenth: "Juneteenth (jour de l'émancipation)",
    'Columbus Day': 'Jour de Christophe Colomb',
    'Veterans Day': 'Journée des anciens combattants',
    'Thanksgiving Day': 'Action de grâce américaine',
    'British Columbia Day': 'Jour de la Colombie-Britannique',
    'Nunavut Day': 'Jour du Nunavut',
    'Saskatchewan Day': 'Jour de la Saskatchewan',
  },
  pt: {
    'Martin Luther King Jr. Day': 'Dia de Martin Luther King Jr.',
    "Washington's Birthday": 'Aniversário de Washington',
    'Memorial Day': 'Dia da Memória (Memorial Day)',
    Juneteenth: 'Juneteenth (Dia da Emancipação)',
    'Columbus Day': 'Dia de Colombo',
    'Veterans Day': 'Dia dos Veteranos',
    'Thanksgiving Day': 'Dia de Ação de Graças dos EUA',
    'Canada Day': 'Dia do Canadá',
    'Family Day': 'Dia da Família',
    'Victoria Day': 'Dia da Rainha Vitória',
    Thanksgiving: 'Dia de Ação de Graças',
    'Remembrance Day': 'Dia da Lembrança',
    'British Columbia Day': 'Dia da Colúmbia Britânica',
    'Louis Riel Day': 'Dia de Louis Riel',
    'New Brunswick Day': 'Dia de Novo Brunswick',
    'Armistice Day': 'Dia do Armistício',
    'Heritage Day': 'Dia do Património',
    'Easter Monday': 'Segunda-feira de Páscoa',
    'National Indigenous Peoples Day': 'Dia Nacional dos Povos Indígenas',
    'Civic Holiday': 'Feriado Cívico',
    'Boxing Day': 'Dia de Santo Estêvão',
    'Nunavut Day': 'Dia de Nunavut',
    'Islander Day': 'Dia do Ilhéu',
    'Gold Cup Parade Day': 'Dia do Desfile da Gold Cup',
    "National Patriots' Day": 'Dia Nacional dos Patriotas',
    'National Holiday': 'Feriado Nacional',
    'Saskatchewan Day': 'Dia de Saskatchewan',
    'Discovery Day': 'Dia da Descoberta',
  },
  es: {
    Juneteenth: 'Juneteenth (Día de la Emancipación)',
    'Canada Day': 'Día de Canadá',
    'Family Day': 'Día de la Familia',
    'Victoria Day': 'Día de la Reina Victoria',
    Thanksgiving: 'Día de Acción de Gracias',
    'Remembrance Day': 'Día del Recuerdo',
    'British Columbia Day': 'Día de la Columbia Británica',
    'Louis Riel Day': 'Día de Louis Riel',
    'New Brunswick Day': 'Día de Nuevo Brunswick',
    'Memorial Day': 'Día de los Caídos',
    'Armistice Day': 'Día del Armisticio',
    'Heritage Day': 'Día del Patrimonio',
    'National Indigenous Peoples Day': 'Día Nacional de los Pueblos Indígenas',
    'Civic Holiday': 'Fiesta Cívica',
    'Nunavut Day': 'Día de Nunavut',
    'Islander Day': 'Día del Isleño',
    'Gold Cup Parade Day': 'Día del Desfile de la Gold Cup',
    "National Patriots' Day": 'Día Nacional de los Patriotas',
    'National Holiday': 'Fiesta Nacional',
    'Saskatchewan Day': 'Día de Saskatchewan',
    'Discovery Day': 'Día del Descubrimiento',
  },
};

/** The library's English suffix of a day off in place of a holiday on a weekend, where it has none of its own. */
const SUBSTITUTE = ' (substitute day)';
const SUBSTITUTE_IN: Record<string, string> = { pt: ' (dia de substituição)' };

/**
 * A holiday's name as the library gives it in `language` (two letters), with the names it leaves in
 * English put in that language; English and the names it knows are unchanged.
 */
export function holidayName(name: string, language: string): string {
  const names = NAMES[language];
  if (!names) return name;
  const substitute = name.endsWith(SUBSTITUTE);
  const base = substitute ? name.slice(0, -SUBSTITUTE.length) : name;
  const suffix = substitute ? (SUBSTITUTE_IN[language] ?? SUBSTITUTE) : '';
  return (names[base] ?? base) + suffix;
}
