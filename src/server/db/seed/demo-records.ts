import { placeRows } from './places';
import { TAX_PROJECT_KEY } from './demo-staff';
import { demoTaxationRecords } from './demo-taxation';

/**
 * Demo records for the generic record store: the master data and a believable tax year of
 * Haut-Katanga (Lubumbashi, Likasi). Deterministic — a seeded PRNG, never Math.random — so tests,
 * screenshots and links see the same province every run. Every record validates against its
 * schema (tests/schemas/demo-records.test.ts). Users, roles, projects and the banks live in
 * demo-staff.ts and are referenced here by key, not repeated.
 */
export type DemoRecord = { resource: string; key: string; projectKey: string | null; data: Record<string, unknown> };

type Place = { key: string; name: string };
type QuartierPlace = { province: Place; city: Place; commune: Place; quartier: Place; streets: Place[]; zones: Place[] };

/** mulberry32: small, fast and good enough to make demo data look random. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (probability: number) => next() < probability;
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  const shuffled = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return { next, int, pick, chance, digits, shuffled };
}
export type Random = ReturnType<typeof seededRandom>;

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const slug = (text: string) =>
  ascii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month, 2)}-${pad(day, 2)}`;
const usd = (dollars: number) => ({ amount: Math.round(dollars * 100), currency: 'USD' });
const cdf = (francs: number) => ({ amount: Math.round(francs * 100), currency: 'CDF' });
const COUNTRY = 'République démocratique du Congo';

// Avenue names common in Katangese towns; each quartier draws four.
const STREET_NAMES = [
  'Avenue Kasa-Vubu',
  'Avenue Lumumba',
  'Avenue du 30 Juin',
  'Avenue de la Libération',
  'Avenue Mama Yemo',
  'Avenue Kimbangu',
  'Avenue des Écoles',
  "Avenue de l'Église",
  'Avenue du Marché',
  'Avenue de la Paix',
  'Avenue Sendwe',
  'Avenue Moero',
  'Avenue Lomami',
  'Avenue Kilela Balanda',
  'Avenue Likasi',
  'Avenue Kambove',
  'Avenue Kapenda',
  'Avenue Ndjamena',
  'Avenue Tabora',
  'Avenue Kasaï',
  'Avenue Maniema',
  'Avenue Luapula',
  'Avenue Lualaba',
  'Avenue Kafubu',
  'Avenue Munongo',
  'Avenue Mzee Laurent-Désiré Kabila',
  'Boulevard Kamanyola',
  'Avenue des Chutes',
  "Avenue de l'Aérodrome",
  'Avenue des Plaines',
  'Avenue Kipopo',
  'Avenue des Mines',
  'Avenue du Cinquantenaire',
  'Avenue Shinkolobwe',
  'Avenue Kasapa',
  'Avenue Lubudi',
  'Avenue Kolwezi',
  'Avenue Pweto',
  'Avenue Kasenga',
  'Avenue Mitwaba',
  'Avenue Sakania',
  'Avenue Kipushi',
];
const MALE_NAMES = [
  'Jean-Pierre',
  'Patrice',
  'Josué',
  'Didier',
  'Serge',
  'Junior',
  'Christian',
  'Emmanuel',
  'Papy',
  'Trésor',
  'Héritier',
  'Glody',
  'Jonathan',
  'Fiston',
  'Dieudonné',
  'Placide',
  'Alain',
  'Olivier',
  'Guy',
  'Jean-Claude',
  'Faustin',
  'Augustin',
  'Blaise',
  'Moïse',
  'Gédéon',
  'Cédric',
  'Érick',
  'Michel',
  'Paul',
  'Pascal',
  'Hervé',
  'Prince',
  'Rodrigue',
  'Aimé',
  'Arsène',
  'Jacques',
  'Laurent',
  'Samuel',
];
const FEMALE_NAMES = [
  'Mireille',
  'Christelle',
  'Jeanne',
  'Aline',
  'Grâce',
  'Esther',
  'Chantal',
  'Nathalie',
  'Rebecca',
  'Ruth',
  'Sarah',
  'Divine',
  'Merveille',
  'Gloire',
  'Dorcas',
  'Anuarite',
  'Clarisse',
  'Josée',
  'Pascaline',
  'Françoise',
  'Béatrice',
  'Thérèse',
  'Odette',
  'Solange',
  'Marthe',
  'Naomie',
  'Patience',
  'Rachel',
  'Sylvie',
  'Véronique',
  'Bénédicte',
  'Plamedi',
  'Exaucée',
  'Nadine',
  'Judith',
  'Déborah',
  'Joëlle',
];
const SURNAMES = [
  'Mukendi',
  'Kabongo',
  'Tshibangu',
  'Ilunga',
  'Kalala',
  'Mbuyi',
  'Kasongo',
  'Ngoy',
  'Banza',
  'Mwamba',
  'Kyungu',
  'Lumbu',
  'Nday',
  'Mulumba',
  'Kapend',
  'Mutombo',
  'Kabila',
  'Kazadi',
  'Kalenga',
  'Mwanza',
  'Numbi',
  'Kitenge',
  'Mpanga',
  'Mbayo',
  'Kabamba',
  'Kayembe',
  'Kalombo',
  'Ngandu',
  'Mujinga',
  'Monga',
  'Kabeya',
  'Musonda',
  'Kasanda',
  'Mwape',
  'Chanda',
  'Mulenga',
  'Mumba',
  'Kaseba',
  'Lukusa',
  'Kilolo',
  'Ngoie',
  'Kibwe',
  'Mukalay',
  'Mbala',
  'Nkulu',
  'Kaumba',
  'Sumaili',
  'Mwenze',
  'Kisimba',
  'Mpoyi',
  'Kalonji',
  'Mwila',
  'Kapya',
];
const PROFESSIONS = [
  'Commerçant',
  'Commerçante',
  'Enseignant',
  'Infirmière',
  'Chauffeur',
  'Mécanicien',
  'Ingénieur des mines',
  'Comptable',
  'Agriculteur',
  'Fonctionnaire',
  'Étudiant',
  'Médecin',
  'Avocat',
  'Couturière',
  'Menuisier',
  'Maçon',
  'Électricien',
  'Pasteur',
  'Journaliste',
  'Banquier',
  'Géologue',
  'Pharmacienne',
  'Transporteur',
  'Agent de sécurité',
];
// Vodacom 81/82, Orange 84/85/89, Airtel 97/99: the mobile prefixes of the DR Congo.
const MOBILE_PREFIXES = ['81', '82', '84', '85', '89', '97', '99'];
const BANK_KEYS = ['est-rawbank', 'est-equity-bcdc', 'est-tmb'];

/** The place cascade of places.ts, with four streets and two zones drawn per quartier. */
function buildPlaces(random: Random) {
  const rows = placeRows();
  const records: DemoRecord[] = [];
  const add = (resource: string, key: string, data: Record<string, unknown>) => records.push({ resource, key, projectKey: null, data });
  rows.provinces.forEach((p) => add('provinces', p.key, { name: p.name }));
  rows.cities.forEach((c) => add('cities', c.key, { name: c.name, provinceKey: c.provinceKey }));
  rows.communes.forEach((c) => add('communes', c.key, { name: c.name, cityKey: c.cityKey }));
  rows.quartiers.forEach((q) => add('quartiers', q.key, { name: q.name, communeKey: q.communeKey }));
  const zonesByCommune = new Map<string, Place[]>();
  for (const commune of rows.communes) {
    const zones = ['Nord', 'Sud'].map((side) => ({ key: `zone-${commune.key.slice(4)}-${slug(side)}`, name: `${commune.name} ${side}` }));
    zones.forEach((z) => add('zones', z.key, { name: z.name, communeKey: commune.key }));
    zonesByCommune.set(commune.key, zones);
  }
  const byKey = <T extends { key: string }>(list: T[]) => new Map(list.map((item) => [item.key, item]));
  const provinces = byKey(rows.provinces);
  const cities = byKey(rows.cities);
  const communes = byKey(rows.communes);
  const quartiers: QuartierPlace[] = rows.quartiers.map((q) => {
    const commune = communes.get(q.communeKey)!;
    const city = cities.get(commune.cityKey)!;
    const streets = random
      .shuffled(STREET_NAMES)
      .slice(0, 4)
      .map((name, n) => ({ key: `str-${q.key.slice(4)}-${n + 1}`, name }));
    streets.forEach((s) => add('streets', s.key, { name: s.name, quartierKey: q.key }));
    return { province: provinces.get(city.provinceKey)!, city, commune, quartier: q, streets, zones: zonesByCommune.get(commune.key)! };
  });
  return { records, quartiers };
}

function addressAt(random: Random, place: QuartierPlace, withZone = false) {
  const street = random.pick(place.streets);
  const houseNumber = String(random.int(1, 480));
  return {
    houseNumber,
    addressLine1: `${houseNumber}, ${street.name}`,
    provinceKey: place.province.key,
    provinceName: place.province.name,
    cityKey: place.city.key,
    cityName: place.city.name,
    communeKey: place.commune.key,
    communeName: place.commune.name,
    quartierKey: place.quartier.key,
    quartierName: place.quartier.name,
    streetKey: street.key,
    streetName: street.name,
    countryName: COUNTRY,
    ...(withZone ? { zone: random.pick(place.zones).name } : {}),
  };
}

/** Mostly Lubumbashi, some Likasi: where the tax project works. */
function homePlace(random: Random, quartiers: QuartierPlace[]) {
  const city = random.chance(0.82) ? 'city-lubumbashi' : 'city-likasi';
  return random.pick(quartiers.filter((q) => q.city.key === city));
}

function masterData(): DemoRecord[] {
  const out: DemoRecord[] = [];
  const add = (resource: string, key: string, data: Record<string, unknown>) => out.push({ resource, key, projectKey: null, data });
  add('genders', 'gen-male', { name: 'Male', code: 'M' });
  add('genders', 'gen-female', { name: 'Female', code: 'F' });
  add('currencies', 'cur-usd', { code: 'USD', name: 'US dollar', symbol: '$', minorUnits: 2 });
  add('currencies', 'cur-cdf', { code: 'CDF', name: 'Franc congolais', symbol: 'FC', minorUnits: 2 });
  const tree = (resource: string, prefix: string, groups: [string, string, string, [string, string][]][]) => {
    for (const [key, code, name, children] of groups) {
      add(resource, `${prefix}-${key}`, { name, code });
      children.forEach(([child, childName], index) =>
        add(resource, `${prefix}-${key}-${child}`, { name: childName, code: `${code}-${pad(index + 1, 2)}`, parentKey: `${prefix}-${key}` }),
      );
    }
  };
  tree('classifications', 'cls', [
    [
      'commerciale',
      'SC',
      'Société commerciale',
      [
        ['sarl', 'Société à responsabilité limitée (SARL)'],
        ['sa', 'Société anonyme (SA)'],
        ['sas', 'Société par actions simplifiée (SAS)'],
        ['snc', 'Société en nom collectif (SNC)'],
      ],
    ],
    [
      'individuelle',
      'EI',
      'Entreprise individuelle',
      [
        ['ets', 'Établissements (Ets)'],
        ['artisan', 'Artisan'],
      ],
    ],
    [
      'osbl',
      'OSBL',
      'Organisation sans but lucratif',
      [
        ['asbl', 'Association sans but lucratif (ASBL)'],
        ['ong', 'Organisation non gouvernementale (ONG)'],
      ],
    ],
    [
      'public',
      'EP',
      'Établissement public',
      [
        ['entreprise', 'Entreprise publique'],
        ['service', 'Service public'],
      ],
    ],
    [
      'cooperative',
      'COOP',
      'Coopérative',
      [
        ['agricole', 'Coopérative agricole'],
        ['epargne', "Coopérative d'épargne et de crédit"],
        ['services', 'Coopérative de services'],
      ],
    ],
  ]);
  tree('sectors', 'sec', [
    [
      'mines',
      'MIN',
      'Mines et carrières',
      [
        ['extraction', 'Extraction de cuivre et de cobalt'],
        ['soustraitance', 'Sous-traitance minière'],
        ['transformation', 'Transformation des minerais'],
      ],
    ],
    [
      'commerce',
      'COM',
      'Commerce',
      [
        ['gros', 'Commerce de gros'],
        ['detail', 'Commerce de détail'],
        ['import', 'Import-export'],
      ],
    ],
    [
      'transport',
      'TRA',
      'Transport et logistique',
      [
        ['marchandises', 'Transport routier de marchandises'],
        ['personnes', 'Transport de personnes'],
        ['logistique', 'Entreposage et transit'],
      ],
    ],
    [
      'agriculture',
      'AGR',
      'Agriculture et élevage',
      [
        ['vivriere', 'Cultures vivrières'],
        ['elevage', 'Élevage'],
        ['peche', 'Pêche et pisciculture'],
      ],
    ],
    [
      'construction',
      'BTP',
      'Bâtiment et travaux publics',
      [
        ['batiment', 'Construction de bâtiments'],
        ['routes', 'Travaux routiers'],
        ['materiaux', 'Matériaux de construction'],
      ],
    ],
    [
      'hotellerie',
      'HOT',
      'Hôtellerie et restauration',
      [
        ['hotels', 'Hôtels'],
        ['restaurants', 'Restaurants et bars'],
      ],
    ],
    [
      'industrie',
      'IND',
      'Industrie manufacturière',
      [
        ['agro', 'Agroalimentaire et boissons'],
        ['metal', 'Métallurgie'],
        ['textile', 'Textile et habillement'],
      ],
    ],
    [
      'services',
      'SER',
      'Services',
      [
        ['telecom', 'Télécommunications'],
        ['sante', 'Santé'],
        ['education', 'Enseignement'],
        ['conseil', 'Conseil et services aux entreprises'],
        ['reparation', 'Réparation et entretien'],
      ],
    ],
    [
      'finance',
      'FIN',
      'Services financiers',
      [
        ['microfinance', 'Microfinance'],
        ['assurance', 'Assurances'],
      ],
    ],
  ]);
  return out;
}

type Person = { key: string };

function citizens(random: Random, quartiers: QuartierPlace[], count: number) {
  const records: DemoRecord[] = [];
  const people: Person[] = [];
  const phones = new Set<string>();
  const emails = new Set<string>();
  const elsewhere = ['prov-lualaba', 'prov-kasai', 'prov-sud-kivu', 'prov-nord-kivu', 'prov-tshopo', 'prov-kongo-central', 'prov-kinshasa'];
  for (let i = 1; i <= count; i++) {
    const gender = random.chance(0.5) ? 'Male' : 'Female';
    const firstName = random.pick(gender === 'Male' ? MALE_NAMES : FEMALE_NAMES);
    const lastName = random.pick(SURNAMES);
    const postnom = random.pick(SURNAMES.filter((name) => name !== lastName));
    let phone = '';
    while (!phone || phones.has(phone)) phone = `${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;
    phones.add(phone);
    const year = random.int(1955, 2005);
    const age = 2026 - year;
    const maritalStatus = age < 25 ? 'Single' : random.pick(['Married', 'Married', 'Married', 'Single', 'Single', 'Divorced', 'Widowed']);
    const born = random.chance(0.6) ? random.pick(quartiers.filter((q) => q.province.key === 'prov-haut-katanga')) : undefined;
    const data: Record<string, unknown> = {
      firstName,
      lastName,
      gender,
      dateOfBirth: isoDate(year, random.int(1, 12), random.int(1, 28)),
      maritalStatus,
      profession: age < 22 ? 'Étudiant' : random.pick(PROFESSIONS),
      education: random.pick(['Primary', 'Secondary', 'Secondary', 'Secondary', 'University', 'University', 'Vocational', 'None']),
      contactPhone1CountryCode: '243',
      contactPhone1: phone,
      isInternational: false,
      useContactPhoneForNotifications: random.chance(0.9),
      placeOfBirth: born
        ? { provinceKey: born.province.key, cityKey: born.city.key, communeKey: born.commune.key, quartierKey: born.quartier.key }
        : { provinceKey: random.pick(elsewhere) },
      address: addressAt(random, homePlace(random, quartiers), true),
      status: random.chance(0.85) ? 'approved' : 'waiting',
    };
    if (random.chance(0.85)) data.middleName = postnom;
    if (random.chance(0.4)) {
      let email = '';
      for (let n = 0; !email || emails.has(email); n++)
        email = `${slug(firstName)}.${slug(lastName)}${n ? n : ''}@${random.pick(['gmail.com', 'yahoo.fr', 'outlook.com'])}`;
      emails.add(email);
      data.emailAddress = email;
    }
    const key = `cit-${pad(i, 4)}`;
    records.push({ resource: 'citizens', key, projectKey: TAX_PROJECT_KEY, data });
    people.push({ key });
  }
  return { records, people };
}

// [name, short name, sub-sector, sub-classification, size]: believable, invented businesses.
const ORGANIZATIONS: [string, string, string, string, 'Micro' | 'Small' | 'Medium' | 'Large'][] = [
  ['Katanga Copper Services SARL', 'KCS', 'mines-soustraitance', 'commerciale-sarl', 'Large'],
  ['Société Minière de la Kafubu SA', 'SMK', 'mines-extraction', 'commerciale-sa', 'Large'],
  ['Lubumbashi Mining Logistics SAS', 'LML', 'transport-logistique', 'commerciale-sas', 'Medium'],
  ['Établissements Mukendi et Fils', 'ETS MUKENDI', 'commerce-gros', 'individuelle-ets', 'Medium'],
  ['Quincaillerie Kasongo', 'QK', 'commerce-detail', 'individuelle-ets', 'Small'],
  ['Supermarché Bel-Air SARL', 'SBA', 'commerce-detail', 'commerciale-sarl', 'Medium'],
  ['Import-Export Kyungu SARL', 'IEK', 'commerce-import', 'commerciale-sarl', 'Medium'],
  ['Transport Ilunga et Frères', 'TIF', 'transport-marchandises', 'commerciale-snc', 'Medium'],
  ['Kasumbalesa Transit Services SARL', 'KTS', 'transport-logistique', 'commerciale-sarl', 'Large'],
  ['Coopérative des Transporteurs de Lubumbashi', 'COTRALU', 'transport-personnes', 'cooperative-services', 'Medium'],
  ['Ferme Kipopo Élevage', 'FKE', 'agriculture-elevage', 'individuelle-ets', 'Small'],
  ['Minoterie de la Luano SA', 'MILUANO', 'industrie-agro', 'commerciale-sa', 'Large'],
  ['Brasserie Lushoise SARL', 'BRALU', 'industrie-agro', 'commerciale-sarl', 'Large'],
  ['Ciments et Bétons du Haut-Katanga SARL', 'CBHK', 'construction-materiaux', 'commerciale-sarl', 'Large'],
  ['Banza Construction SARL', 'BANZACO', 'construction-batiment', 'commerciale-sarl', 'Medium'],
  ['Routes et Ponts du Katanga SA', 'RPK', 'construction-routes', 'commerciale-sa', 'Large'],
  ['Hôtel Lwano Palace', 'HLP', 'hotellerie-hotels', 'commerciale-sarl', 'Medium'],
  ['Restaurant Le Relais de la Kenya', 'RRK', 'hotellerie-restaurants', 'individuelle-ets', 'Micro'],
  ['Pharmacie Mwamba', 'PHM', 'services-sante', 'individuelle-ets', 'Small'],
  ['Clinique Ngoy', 'CLINGOY', 'services-sante', 'commerciale-sarl', 'Medium'],
  ['Complexe Scolaire Les Bambins', 'CSB', 'services-education', 'osbl-asbl', 'Small'],
  ['Institut Technique Tshibangu', 'ITT', 'services-education', 'osbl-asbl', 'Small'],
  ['Katanga Telecom Services SARL', 'KATEL', 'services-telecom', 'commerciale-sarl', 'Medium'],
  ['Cabinet Kalala Conseil', 'CKC', 'services-conseil', 'commerciale-sarl', 'Micro'],
  ["Mutuelle d'Épargne de Lubumbashi", 'MEL', 'finance-microfinance', 'cooperative-epargne', 'Medium'],
  ['Assurances du Katanga SA', 'ASKAT', 'finance-assurance', 'commerciale-sa', 'Medium'],
  ['Coopérative Agricole de Kasenga', 'COAKA', 'agriculture-vivriere', 'cooperative-agricole', 'Small'],
  ['Pêcheries du Lac Moero', 'PLM', 'agriculture-peche', 'cooperative-agricole', 'Small'],
  ['Boulangerie Mbuyi', 'BOMBUYI', 'industrie-agro', 'individuelle-ets', 'Micro'],
  ['Garage Auto Kabongo', 'GAK', 'services-reparation', 'individuelle-artisan', 'Small'],
  ['Menuiserie Lumbu', 'MENLU', 'construction-materiaux', 'individuelle-artisan', 'Micro'],
  ['Atelier de Couture Mujinga', 'ACM', 'industrie-textile', 'individuelle-artisan', 'Micro'],
  ['Station-Service Kalenga SARL', 'SSK', 'commerce-detail', 'commerciale-sarl', 'Small'],
  ['Entrepôts Frigorifiques de Lubumbashi SA', 'EFL', 'transport-logistique', 'commerciale-sa', 'Medium'],
  ['ONG Maji Safi Katanga', 'MSK', 'services-sante', 'osbl-ong', 'Small'],
  ['Centre de Santé Kyungu', 'CSK', 'services-sante', 'osbl-asbl', 'Small'],
  ['Métallurgie Générale du Katanga SARL', 'MGK', 'industrie-metal', 'commerciale-sarl', 'Large'],
  ['Concassage de la Luano SARL', 'CDL', 'construction-materiaux', 'commerciale-sarl', 'Medium'],
  ['Lumbu Tours', 'LTOURS', 'transport-personnes', 'individuelle-ets', 'Micro'],
  ['Hôtel Kipushi Inn', 'HKI', 'hotellerie-hotels', 'commerciale-sarl', 'Small'],
  ['Imprimerie Mulumba', 'IMUL', 'services-conseil', 'individuelle-ets', 'Small'],
  ['Eaux Minérales du Katanga SA', 'EMK', 'industrie-agro', 'commerciale-sa', 'Medium'],
  ['Kapend Électricité Générale SARL', 'KEG', 'construction-batiment', 'commerciale-sarl', 'Small'],
  ['Mutombo Agro-Business', 'MAB', 'agriculture-vivriere', 'individuelle-ets', 'Small'],
  ['Groupe Scolaire Mwenze', 'GSM', 'services-education', 'osbl-asbl', 'Medium'],
  ['Ngandu Logistique et Transit SARL', 'NLT', 'transport-logistique', 'commerciale-sarl', 'Medium'],
  ['Gérance du Marché Mzee Laurent-Désiré Kabila', 'GMMK', 'commerce-detail', 'public-service', 'Medium'],
  ['Régie des Transports Urbains de Lubumbashi', 'RTUL', 'transport-personnes', 'public-entreprise', 'Large'],
];
// [index of the head office in ORGANIZATIONS, branch name, commune or city it stands in (none: the border post)]
const BRANCHES: [number, string, string | null][] = [
  [3, 'Succursale de Likasi', 'city-likasi'],
  [3, 'Dépôt Kenya', 'Kenya'],
  [5, 'Kampemba', 'Kampemba'],
  [8, 'Bureau de Kasumbalesa', null],
  [12, 'Dépôt de Likasi', 'city-likasi'],
  [19, 'Antenne de Katuba', 'Katuba'],
  [22, 'Agence de Likasi', 'city-likasi'],
  [24, 'Guichet Rwashi', 'Rwashi'],
  [32, 'Station Route Kipushi', 'Annexe'],
  [36, 'Usine de Shituru', 'Shituru'],
  [45, 'Bureau de Kasumbalesa', null],
  [47, 'Dépôt Kenya', 'Kenya'],
];

function establishments(random: Random, quartiers: QuartierPlace[]) {
  const records: DemoRecord[] = [];
  const bankAccount = (name: string) => ({
    bankKey: random.pick(BANK_KEYS),
    accountNumber: `${random.pick(['00011', '00012', '00017'])}${random.digits(18)}`,
    accountName: name.slice(0, 100),
  });
  const contact = (short: string) => ({
    contactPhone1CountryCode: '243',
    contactPhone1: `${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`,
    emailAddress: `contact@${slug(short).replace(/-/g, '')}.cd`,
  });
  const heads = ORGANIZATIONS.map(([name, shortName, subSector, subClassification, size], index) => {
    const key = `est-org-${pad(index + 1, 2)}`;
    const place = homePlace(random, quartiers);
    const town = place.city.key === 'city-likasi' ? 'LKS' : 'LSH';
    const year = size === 'Large' ? random.int(1966, 2012) : random.int(1995, 2023);
    const organizationNumber = subClassification.startsWith('osbl')
      ? `ASBL/HK/${random.digits(4)}`
      : `CD/${town}/RCCM/${pad(year % 100, 2)}-B-${random.digits(5)}`;
    const data: Record<string, unknown> = {
      establishmentName: name,
      shortName,
      organizationNumber,
      type: '2',
      classificationKey: `cls-${subClassification.split('-')[0]}`,
      subClassificationKey: `cls-${subClassification}`,
      sectorKey: `sec-${subSector.split('-')[0]}`,
      subSectorKey: `sec-${subSector}`,
      size,
      dateOfCreation: isoDate(year, random.int(1, 12), random.int(1, 28)),
      address: addressAt(random, place),
      ...contact(shortName),
    };
    if (size !== 'Micro' && random.chance(0.85)) data.bankAccounts = { cdf: bankAccount(name), usd: bankAccount(name) };
    records.push({ resource: 'establishments', key, projectKey: TAX_PROJECT_KEY, data });
    return { key, data };
  });
  BRANCHES.forEach(([index, branch, where], n) => {
    const head = heads[index];
    const place = where === null ? undefined : random.pick(quartiers.filter((q) => q.city.key === where || q.commune.name === where));
    const address = place
      ? addressAt(random, place)
      : { addressLine1: 'Poste frontalier de Kasumbalesa', provinceKey: 'prov-haut-katanga', provinceName: 'Haut-Katanga', countryName: COUNTRY };
    const { bankAccounts: _accounts, ...inherited } = head.data;
    records.push({
      resource: 'establishments',
      key: `est-branch-${pad(n + 1, 2)}`,
      projectKey: TAX_PROJECT_KEY,
      data: {
        ...inherited,
        establishmentName: `${head.data.establishmentName} — ${branch}`,
        shortName: `${head.data.shortName}-${pad(n + 1, 2)}`.slice(0, 30),
        organizationNumber: `${head.data.organizationNumber}/S${pad(n + 1, 2)}`,
        address,
        parentKey: head.key,
        size: 'Small',
        dateOfCreation: isoDate(random.int(Number(String(head.data.dateOfCreation).slice(0, 4)) + 1, 2025), random.int(1, 12), random.int(1, 28)),
      },
    });
  });
  return records;
}

// [make, model, type, fiscal CV, weight kg, seats, WMI] per category.
type VehicleModel = [string, string, string, number, number, number, string];
const VEHICLE_MODELS: Record<string, VehicleModel[]> = {
  Car: [
    ['Toyota', 'Corolla', 'Berline', 7, 1300, 5, 'JTD'],
    ['Toyota', 'RAV4', 'SUV', 9, 1550, 5, 'JTM'],
    ['Toyota', 'Land Cruiser Prado', 'Tout-terrain', 14, 2150, 7, 'JTE'],
    ['Toyota', 'Land Cruiser 200', 'Tout-terrain', 18, 2600, 7, 'JTM'],
    ['Nissan', 'X-Trail', 'SUV', 10, 1550, 5, 'JN1'],
    ['Hyundai', 'Tucson', 'SUV', 9, 1500, 5, 'KMH'],
    ['Mercedes-Benz', 'C 200', 'Berline', 10, 1500, 5, 'WDD'],
    ['Suzuki', 'Swift', 'Citadine', 6, 900, 5, 'JS2'],
    ['Toyota', 'Vitz', 'Citadine', 5, 1000, 5, 'JTD'],
  ],
  Pickup: [
    ['Toyota', 'Hilux', 'Pick-up double cabine', 12, 1950, 5, 'AHT'],
    ['Nissan', 'Navara', 'Pick-up double cabine', 12, 1900, 5, 'JN1'],
    ['Mitsubishi', 'L200', 'Pick-up', 11, 1850, 5, 'MMB'],
    ['Ford', 'Ranger', 'Pick-up double cabine', 12, 2000, 5, 'MNC'],
    ['Isuzu', 'D-Max', 'Pick-up', 11, 1800, 5, 'MPA'],
  ],
  Motorcycle: [
    ['TVS', 'HLX 125', 'Moto-taxi', 1, 110, 2, 'MD6'],
    ['Haojue', 'HJ125-8', 'Moto-taxi', 1, 120, 2, 'LC6'],
    ['Bajaj', 'Boxer BM150', 'Moto', 2, 125, 2, 'MD2'],
    ['Honda', 'CG125', 'Moto', 1, 118, 2, 'LWB'],
    ['Senke', 'SK150', 'Moto-taxi', 2, 130, 2, 'LZS'],
  ],
  Minibus: [
    ['Toyota', 'Hiace', 'Minibus de transport en commun', 13, 2300, 15, 'JTF'],
    ['Nissan', 'Urvan', 'Minibus de transport en commun', 13, 2200, 15, 'JN1'],
  ],
  Bus: [
    ['Toyota', 'Coaster', 'Autobus', 20, 5200, 30, 'JTG'],
    ['Yutong', 'ZK6107', 'Autocar', 30, 11000, 50, 'LZY'],
    ['Isuzu', 'MV123', 'Autobus', 22, 7500, 35, 'JAL'],
  ],
  Truck: [
    ['Mercedes-Benz', 'Actros 3340', 'Tracteur routier', 40, 9000, 2, 'WDB'],
    ['Volvo', 'FH 440', 'Tracteur routier', 44, 8800, 2, 'YV2'],
    ['Scania', 'R450', 'Tracteur routier', 45, 8900, 2, 'YS2'],
    ['MAN', 'TGS 33.400', 'Camion-benne', 40, 12000, 3, 'WMA'],
    ['Sinotruk', 'Howo A7', 'Camion-benne', 38, 12500, 2, 'LZZ'],
    ['Isuzu', 'NPR', 'Camion léger', 14, 3500, 3, 'JAA'],
    ['Mitsubishi Fuso', 'Canter', 'Camion léger', 12, 3200, 3, 'JLF'],
  ],
  Tractor: [
    ['Massey Ferguson', '375', 'Tracteur agricole', 8, 2600, 1, 'MFG'],
    ['John Deere', '5075E', 'Tracteur agricole', 8, 2900, 1, '1PY'],
    ['New Holland', 'TT75', 'Tracteur agricole', 8, 2700, 1, 'ZFH'],
  ],
};
const CATEGORY_WEIGHTS: [string, number][] = [
  ['Car', 40],
  ['Pickup', 12],
  ['Motorcycle', 20],
  ['Minibus', 8],
  ['Bus', 3],
  ['Truck', 14],
  ['Tractor', 3],
];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const COLOURS = ['Blanc', 'Blanc', 'Noir', 'Gris', 'Argent', 'Bleu', 'Rouge', 'Vert', 'Beige'];

function weighted(random: Random, weights: [string, number][]) {
  let roll = random.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weights) if ((roll -= weight) < 0) return value;
  return weights[weights.length - 1][0];
}

function vehicles(random: Random, people: Person[], organizationKeys: string[], count: number) {
  const plates = new Set<string>();
  return Array.from({ length: count }, (_, i): DemoRecord => {
    const category = weighted(random, CATEGORY_WEIGHTS);
    const [make, model, type, fiscalHorsePower, weight, seats, wmi] = random.pick(VEHICLE_MODELS[category]);
    let plateNumber = '';
    // The shape of current DRC plates: four digits, two letters, two digits.
    while (!plateNumber || plates.has(plateNumber))
      plateNumber = `${random.digits(4)}${random.pick(['AA', 'AB', 'AC', 'BA', 'BC', 'CD', 'KT', 'LS'])}${random.pick(['05', '06', '22'])}`;
    plates.add(plateNumber);
    const taxes = category === 'Tractor' ? [] : ['vignette', 'roadTraffic'];
    if (['Car', 'Pickup', 'Minibus', 'Bus', 'Truck'].includes(category) && random.chance(0.8)) taxes.push('technicalControl');
    if (['Minibus', 'Bus'].includes(category) || (category === 'Motorcycle' && type === 'Moto-taxi')) taxes.push('urbanTax');
    const owner =
      category !== 'Motorcycle' && random.chance(0.3) ? { ownerEstablishmentKey: random.pick(organizationKeys) } : { ownerKey: random.pick(people).key };
    return {
      resource: 'vehicles',
      key: `veh-${pad(i + 1, 4)}`,
      projectKey: TAX_PROJECT_KEY,
      data: {
        ...owner,
        category,
        type,
        plateNumber,
        firstRegistrationYear: category === 'Motorcycle' ? random.int(2014, 2026) : random.int(1998, 2026),
        chassisNumber: wmi + Array.from({ length: 14 }, () => random.pick(VIN_CHARS.split(''))).join(''),
        make,
        model,
        fiscalHorsePower,
        weightKg: Math.round(weight * (0.95 + random.next() * 0.1)),
        seats,
        colour: random.pick(COLOURS),
        taxes,
      },
    };
  });
}

// Rang by commune: the town centre is rang 1, the outskirts rang 4.
const RANG_BY_COMMUNE: Record<string, string> = {
  Lubumbashi: '1',
  Kampemba: '2',
  Kamalondo: '2',
  Likasi: '2',
  Kenya: '3',
  Katuba: '3',
  Rwashi: '3',
  Shituru: '3',
  Panda: '3',
  Annexe: '4',
};
const BUILDINGS: Record<string, [string[], string[]]> = {
  Residential: [
    ['Maison principale', 'Annexe', 'Dépendance'],
    ['Villa', 'Maison basse', 'Appartements'],
  ],
  Commercial: [
    ['Bâtiment commercial', 'Boutique', 'Entrepôt'],
    ['Magasin', 'Galerie commerciale'],
  ],
  Mixed: [['Immeuble', 'Boutiques', 'Annexe'], ['Immeuble à étages']],
  Industrial: [
    ['Hangar', 'Bureaux', 'Entrepôt'],
    ['Usine', 'Hangar'],
  ],
};

function properties(random: Random, quartiers: QuartierPlace[], people: Person[], organizationKeys: string[], count: number) {
  const parcels = new Set<string>();
  return Array.from({ length: count }, (_, i): DemoRecord => {
    const byOrganization = random.chance(0.15);
    const nature = byOrganization
      ? weighted(random, [
          ['Commercial', 5],
          ['Industrial', 3],
          ['Mixed', 2],
        ])
      : weighted(random, [
          ['Residential', 66],
          ['Commercial', 12],
          ['Mixed', 12],
          ['Land', 10],
        ]);
    const place = homePlace(random, quartiers);
    let parcelNumber = '';
    while (!parcelNumber || parcels.has(parcelNumber))
      parcelNumber = `${place.city.key === 'city-likasi' ? 'LKS' : 'LSH'}/${ascii(place.commune.name).slice(0, 3).toUpperCase()}/${random.digits(5)}`;
    parcels.add(parcelNumber);
    const area = nature === 'Industrial' ? random.int(2000, 20000) : nature === 'Land' ? random.int(400, 5000) : random.int(250, 1500);
    const buildings =
      nature === 'Land'
        ? []
        : BUILDINGS[nature][0].slice(0, random.int(1, 3)).map((name, index) => ({
            name,
            material: weighted(random, [
              ['Durable', 6],
              ['Semi-durable', 3],
              ['Non-durable', 1],
            ]),
            infrastructure: random.pick(BUILDINGS[nature][1]),
            floors: nature === 'Residential' ? random.int(0, 2) : random.int(0, 4),
            basements: random.chance(0.1) ? 1 : 0,
            numberOfRenters: index === 0 && nature === 'Residential' && random.chance(0.4) ? 0 : random.int(1, 6),
            areaM2: Math.round(area * (index === 0 ? 0.3 : 0.12) * 10) / 10,
          }));
    return {
      resource: 'properties',
      key: `prop-${pad(i + 1, 4)}`,
      projectKey: TAX_PROJECT_KEY,
      data: {
        ...(byOrganization ? { ownerEstablishmentKey: random.pick(organizationKeys) } : { ownerKey: random.pick(people).key }),
        parcelNumber,
        address: addressAt(random, place),
        rang: RANG_BY_COMMUNE[place.commune.name] ?? '3',
        nature,
        measuredAreaM2: area,
        buildings,
      },
    };
  });
}

const MONTHLY_RENT_USD: Record<string, [number, number]> = { Residential: [10, 80], Commercial: [30, 250], Mixed: [25, 150], Industrial: [100, 500] };

function rentalContracts(random: Random, propertyRecords: DemoRecord[], people: Person[], count: number) {
  type Building = { name: string; numberOfRenters: number };
  // One slot per renter a building declares, so no building has more leases than renters.
  const slots = random.shuffled(
    propertyRecords.flatMap((p) =>
      p.data.ownerKey
        ? (p.data.buildings as Building[]).flatMap((building) => Array.from({ length: building.numberOfRenters }, () => ({ property: p, building })))
        : [],
    ),
  );
  return Array.from({ length: Math.min(count, slots.length) }, (_, i): DemoRecord => {
    const { property, building } = slots[i];
    const ownerKey = property.data.ownerKey as string;
    let renterKey = ownerKey;
    while (renterKey === ownerKey) renterKey = random.pick(people).key;
    const months = random.pick([12, 12, 24, 36]);
    const start = new Date(Date.UTC(2023, random.int(0, 41), 1)); // January 2023 to June 2026
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 0));
    const category = property.data.nature as string;
    const [low, high] = MONTHLY_RENT_USD[category];
    const dollars = random.int(low, high) * 10;
    // A fifth of leases are in francs, at about the project's rate, rounded to the thousand.
    const money = random.chance(0.2) ? (n: number) => cdf(Math.round((n * 2850) / 1000) * 1000) : usd;
    return {
      resource: 'rentalContracts',
      key: `rent-${pad(i + 1, 4)}`,
      projectKey: TAX_PROJECT_KEY,
      data: {
        ownerKey,
        renterKey,
        propertyKey: property.key,
        buildingName: building.name,
        category,
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        monthlyRent: money(dollars),
        contractRentAmount: money(dollars * months),
      },
    };
  });
}

type Nomenclature = [
  key: string,
  account: string,
  taxGroup: string,
  chapter: string,
  reason: string,
  taxType: string,
  citizen: ReturnType<typeof usd>,
  organization: ReturnType<typeof usd>,
  extra?: Record<string, unknown>,
];

/**
 * Which objects each line fits (src/domain/tax-line-fit.ts): vignette bands by category and
 * fiscal horsepower, property tax by rank and nature, rental tax by usage (its currency is the
 * factor's). Heavy vehicles (buses and lorries, all above 3.5 t here) have lines of their own.
 */
const BUILT = ['Residential', 'Commercial', 'Industrial', 'Mixed'];
const NOT_RESIDENTIAL = ['Commercial', 'Industrial', 'Mixed', 'Land'];

function nomenclature(): DemoRecord[] {
  const current = { validFrom: '2026-01-01' };
  const items: Nomenclature[] = [
    ['nom-penalite-impots', '1.9.01', 'Pénalités', 'Pénalités', 'Pénalité de recouvrement — impôts réels', 'fee', usd(25), usd(100), current],
    ['nom-penalite-taxes', '1.9.02', 'Pénalités', 'Pénalités', 'Pénalité de recouvrement — taxes et redevances', 'fee', usd(10), usd(50), current],
    [
      'nom-vignette-moto',
      '1.1.02.01',
      'Impôts réels',
      'Impôt sur les véhicules (vignette)',
      'Vignette — motocyclette',
      'vehicle',
      usd(15),
      usd(20),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', vehicleCategories: ['Motorcycle'] },
    ],
    [
      'nom-vignette-10cv-2025',
      '1.1.02.02',
      'Impôts réels',
      'Impôt sur les véhicules (vignette)',
      'Vignette — véhicule de 1 à 10 CV (barème 2025)',
      'vehicle',
      usd(42),
      usd(52),
      {
        validFrom: '2025-01-01',
        validTo: '2025-12-31',
        penaltyNomenclatureKey: 'nom-penalite-impots',
        vehicleCategories: ['Car', 'Pickup', 'Minibus', 'Tractor'],
        fiscalHorsePowerFrom: 1,
        fiscalHorsePowerTo: 10,
      },
    ],
    [
      'nom-vignette-10cv',
      '1.1.02.02',
      'Impôts réels',
      'Impôt sur les véhicules (vignette)',
      'Vignette — véhicule de 1 à 10 CV',
      'vehicle',
      usd(46),
      usd(56),
      {
        ...current,
        penaltyNomenclatureKey: 'nom-penalite-impots',
        vehicleCategories: ['Car', 'Pickup', 'Minibus', 'Tractor'],
        fiscalHorsePowerFrom: 1,
        fiscalHorsePowerTo: 10,
      },
    ],
    [
      'nom-vignette-15cv',
      '1.1.02.03',
      'Impôts réels',
      'Impôt sur les véhicules (vignette)',
      'Vignette — véhicule de 11 à 15 CV',
      'vehicle',
      usd(63),
      usd(73),
      {
        ...current,
        penaltyNomenclatureKey: 'nom-penalite-impots',
        vehicleCategories: ['Car', 'Pickup', 'Minibus', 'Tractor'],
        fiscalHorsePowerFrom: 11,
        fiscalHorsePowerTo: 15,
      },
    ],
    [
      'nom-vignette-16cv',
      '1.1.02.04',
      'Impôts réels',
      'Impôt sur les véhicules (vignette)',
      'Vignette — véhicule de plus de 15 CV',
      'vehicle',
      usd(85),
      usd(95),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', vehicleCategories: ['Car', 'Pickup', 'Minibus', 'Tractor'], fiscalHorsePowerFrom: 16 },
    ],
    [
      'nom-vignette-lourd',
      '1.1.02.05',
      'Impôts réels',
      'Impôt sur les véhicules (vignette)',
      'Vignette — poids lourd et autobus',
      'vehicle',
      usd(120),
      usd(150),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', vehicleCategories: ['Bus', 'Truck'] },
    ],
    [
      'nom-tscr-tourisme',
      '1.2.01.01',
      'Taxes',
      'Taxe spéciale de circulation routière',
      'Taxe spéciale de circulation routière — véhicule de tourisme',
      'vehicle',
      usd(48),
      usd(58),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-taxes', vehicleCategories: ['Car'] },
    ],
    [
      'nom-tscr-utilitaire',
      '1.2.01.02',
      'Taxes',
      'Taxe spéciale de circulation routière',
      'Taxe spéciale de circulation routière — véhicule utilitaire',
      'vehicle',
      usd(95),
      usd(110),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-taxes', vehicleCategories: ['Pickup', 'Minibus', 'Bus', 'Truck', 'Tractor'] },
    ],
    [
      'nom-ct-leger',
      '1.2.02.01',
      'Taxes',
      'Contrôle technique',
      'Contrôle technique — véhicule léger',
      'vehicle',
      usd(35),
      usd(35),
      { ...current, vehicleCategories: ['Motorcycle', 'Car', 'Pickup', 'Minibus', 'Tractor'] },
    ],
    [
      'nom-ct-lourd',
      '1.2.02.02',
      'Taxes',
      'Contrôle technique',
      'Contrôle technique — poids lourd et autobus',
      'vehicle',
      usd(65),
      usd(65),
      { ...current, vehicleCategories: ['Bus', 'Truck'] },
    ],
    [
      'nom-urbaine-moto',
      '1.2.03.01',
      'Taxes',
      'Taxes urbaines',
      'Taxe urbaine — moto-taxi',
      'vehicle',
      cdf(30000),
      cdf(30000),
      { ...current, isSpecialTax: true, vehicleCategories: ['Motorcycle'] },
    ],
    [
      'nom-urbaine-minibus',
      '1.2.03.02',
      'Taxes',
      'Taxes urbaines',
      'Taxe urbaine — minibus et autobus de transport en commun',
      'vehicle',
      cdf(150000),
      cdf(150000),
      { ...current, isSpecialTax: true, vehicleCategories: ['Minibus', 'Bus'] },
    ],
    // Impôt foncier: an amount per square metre, by rang.
    [
      'nom-foncier-rang1',
      '1.1.01.01',
      'Impôts réels',
      'Impôt foncier',
      'Impôt foncier — propriété bâtie, rang 1 (par m²)',
      'property',
      usd(0.5),
      usd(0.6),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', propertyRanks: ['1'], natures: BUILT },
    ],
    [
      'nom-foncier-rang2',
      '1.1.01.02',
      'Impôts réels',
      'Impôt foncier',
      'Impôt foncier — propriété bâtie, rang 2 (par m²)',
      'property',
      usd(0.4),
      usd(0.5),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', propertyRanks: ['2'], natures: BUILT },
    ],
    [
      'nom-foncier-rang3',
      '1.1.01.03',
      'Impôts réels',
      'Impôt foncier',
      'Impôt foncier — propriété bâtie, rang 3 (par m²)',
      'property',
      usd(0.3),
      usd(0.4),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', propertyRanks: ['3'], natures: BUILT },
    ],
    [
      'nom-foncier-rang4',
      '1.1.01.04',
      'Impôts réels',
      'Impôt foncier',
      'Impôt foncier — propriété bâtie, rang 4 (par m²)',
      'property',
      usd(0.2),
      usd(0.25),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', propertyRanks: ['4'], natures: BUILT },
    ],
    [
      'nom-foncier-terrain',
      '1.1.01.05',
      'Impôts réels',
      'Impôt foncier',
      'Impôt foncier — terrain non bâti (par m²)',
      'property',
      usd(0.1),
      usd(0.15),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', natures: ['Land'] },
    ],
    // A rate on rent: 22 minor units per unit of rent (0.22), times the rent step and the months step.
    [
      'nom-irl-residentiel',
      '1.1.03.01',
      'Impôts réels',
      'Impôt sur les revenus locatifs',
      'Impôt sur les revenus locatifs — usage résidentiel (22 % du loyer)',
      'rental',
      { amount: 22, currency: 'USD' },
      { amount: 22, currency: 'USD' },
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', natures: ['Residential'] },
    ],
    [
      'nom-irl-commercial',
      '1.1.03.02',
      'Impôts réels',
      'Impôt sur les revenus locatifs',
      'Impôt sur les revenus locatifs — usage commercial (22 % du loyer)',
      'rental',
      { amount: 22, currency: 'USD' },
      { amount: 22, currency: 'USD' },
      { ...current, penaltyNomenclatureKey: 'nom-penalite-impots', natures: NOT_RESIDENTIAL },
    ],
    [
      'nom-frais-note',
      '1.3.01.01',
      'Redevances et frais',
      'Frais administratifs',
      "Frais d'établissement de la note de perception",
      'fee',
      usd(5),
      usd(10),
      current,
    ],
    [
      'nom-affichage',
      '1.3.02.01',
      'Redevances et frais',
      'Taxes rémunératoires',
      "Taxe d'affichage publicitaire (par panneau)",
      'fee',
      usd(50),
      usd(150),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-taxes' },
    ],
    [
      'nom-salubrite',
      '1.3.02.02',
      'Redevances et frais',
      'Taxes rémunératoires',
      'Taxe de salubrité publique',
      'fee',
      cdf(20000),
      cdf(100000),
      { ...current, penaltyNomenclatureKey: 'nom-penalite-taxes' },
    ],
  ];
  return items.map(([key, account, taxGroup, chapter, reason, taxType, taxFactorCitizen, taxFactorOrganization, extra]) => ({
    resource: 'nomenclatureItems',
    key,
    projectKey: TAX_PROJECT_KEY,
    data: { account, taxGroup, chapter, reason, taxType, taxFactorCitizen, taxFactorOrganization, isSpecialTax: false, ...extra },
  }));
}

/** The conversion rate and the revenue splits; the steps of each tax type are in demo-taxation.ts. */
function projectSettings(): DemoRecord[] {
  const record = (resource: string, key: string, data: Record<string, unknown>): DemoRecord => ({ resource, key, projectKey: TAX_PROJECT_KEY, data });
  return [
    // Rates are history: each is dated, and the one in force on a day is the latest dated on or before it.
    record('currencyConversions', 'conv-usd-cdf', { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850.000000', validFrom: '2026-01-01' }),
    record('revenueSplits', 'split-province', {
      beneficiary: 'Trésor provincial du Haut-Katanga',
      establishmentKey: 'est-dgrhkat',
      percentage: 60,
      description: 'Part de la province',
    }),
    record('revenueSplits', 'split-ville', { beneficiary: 'Ville de Lubumbashi', percentage: 25, description: 'Rétrocession à la ville' }),
    record('revenueSplits', 'split-etd', {
      beneficiary: 'Communes (entités territoriales décentralisées)',
      percentage: 15,
      description: 'Rétrocession aux communes',
    }),
  ];
}

export function demoRecords(): DemoRecord[] {
  const random = seededRandom(20260243);
  const places = buildPlaces(random);
  const people = citizens(random, places.quartiers, 300);
  const organizations = establishments(random, places.quartiers);
  const organizationKeys = organizations.map((o) => o.key);
  const propertyRecords = properties(random, places.quartiers, people.people, organizationKeys, 120);
  const records = [
    ...places.records,
    ...masterData(),
    ...people.records,
    ...organizations,
    ...vehicles(random, people.people, organizationKeys, 150),
    ...propertyRecords,
    ...rentalContracts(random, propertyRecords, people.people, 80),
    ...nomenclature(),
    ...projectSettings(),
  ];
  return [...records, ...demoTaxationRecords(records)];
}
