/**
 * Demo geography: real provinces of the DR Congo, with the cities, communes and quartiers of the
 * two the demo projects work in. Keys are stable so tests and links can name them.
 */
export const PROVINCES: [key: string, name: string][] = [
  ['prov-kinshasa', 'Kinshasa'],
  ['prov-haut-katanga', 'Haut-Katanga'],
  ['prov-lualaba', 'Lualaba'],
  ['prov-nord-kivu', 'Nord-Kivu'],
  ['prov-sud-kivu', 'Sud-Kivu'],
  ['prov-kongo-central', 'Kongo-Central'],
  ['prov-kasai', 'Kasaï'],
  ['prov-tshopo', 'Tshopo'],
  ['prov-ituri', 'Ituri'],
  ['prov-equateur', 'Équateur'],
];

type City = { key: string; name: string; provinceKey: string; communes: Record<string, string[]> };

export const CITIES: City[] = [
  {
    key: 'city-lubumbashi',
    name: 'Lubumbashi',
    provinceKey: 'prov-haut-katanga',
    communes: {
      Lubumbashi: ['Makutano', 'Baudouin', 'Gambela', 'Bel-Air'],
      Kampemba: ['Bel-Air II', 'Kafubu', 'Hewa Bora', 'Kigoma'],
      Kamalondo: ['Kamalondo Centre', 'Njanja'],
      Kenya: ['Kenya Centre', 'Lumumba'],
      Katuba: ['Katuba I', 'Katuba II', 'Kisanga'],
      Rwashi: ['Rwashi Centre', 'Congo', 'Matoleo'],
      Annexe: ['Kasungami', 'Luwowoshi', 'Naviundu'],
    },
  },
  {
    key: 'city-likasi',
    name: 'Likasi',
    provinceKey: 'prov-haut-katanga',
    communes: { Likasi: ['Mission', 'Kikula Centre'], Shituru: ['Shituru Centre', 'Kambove Route'], Panda: ['Panda Centre'] },
  },
  {
    key: 'city-kinshasa',
    name: 'Kinshasa',
    provinceKey: 'prov-kinshasa',
    communes: {
      Gombe: ['Golf', 'Haut-Commandement', 'Révolution'],
      Limete: ['Industriel', 'Résidentiel', 'Mososo'],
      Ngaliema: ['Binza Pigeon', 'Ma Campagne', 'Joli Parc'],
      Kintambo: ['Jamaïque', 'Itimbiri'],
    },
  },
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** Flattens the cascade into rows with keys derived from names. */
export function placeRows() {
  const cities = CITIES.map(({ key, name, provinceKey }) => ({ key, name, provinceKey }));
  const communes: { key: string; name: string; cityKey: string }[] = [];
  const quartiers: { key: string; name: string; communeKey: string }[] = [];
  for (const city of CITIES) {
    for (const [commune, names] of Object.entries(city.communes)) {
      const communeKey = `com-${slug(city.name)}-${slug(commune)}`;
      communes.push({ key: communeKey, name: commune, cityKey: city.key });
      for (const quartier of names) quartiers.push({ key: `qua-${slug(city.name)}-${slug(commune)}-${slug(quartier)}`, name: quartier, communeKey });
    }
  }
  return { provinces: PROVINCES.map(([key, name]) => ({ key, name })), cities, communes, quartiers };
}
