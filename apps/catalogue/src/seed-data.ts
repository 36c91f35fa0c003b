import type { InserzioneInput } from '@ricambiamo/contracts';
import { DEMO_VENDITORE_2_ID, DEMO_VENDITORE_ID } from '@ricambiamo/contracts';

/** One demo listing: fixed ids, so every run of the seed finds what an earlier run wrote. */
export interface InserzioneDemo {
  id: string;
  venditoreId: string;
  /** How long ago it was published: the home page lists newest first. */
  giorniFa: number;
  /** The two colours of its placeholder illustrations. */
  colori: [string, string];
  /** Fixed image ids (3-5), each stored as `<id>.jpg` with its `<id>.thumb.webp`. */
  foto: string[];
  dati: Omit<InserzioneInput, 'immagini'>;
}

const autoId = (n: number) => `d3e0b001-0000-4000-8000-${String(n).padStart(12, '0')}`;
const fotoIds = (n: number, quante: number) =>
  Array.from({ length: quante }, (_, i) => `d3e0c001-${String(n).padStart(4, '0')}-4000-8000-${String(i + 1).padStart(12, '0')}`);

const euro = (importo: number) => Math.round(importo * 100);

export const INSERZIONI_DEMO: InserzioneDemo[] = [
  {
    id: autoId(1),
    venditoreId: DEMO_VENDITORE_ID,
    giorniFa: 1,
    colori: ['#1f4e79', '#6fa8dc'],
    foto: fotoIds(1, 4),
    dati: {
      marca: 'Fiat',
      modello: 'Panda 1.2 8V',
      anno: 2012,
      km: 98_500,
      cv: 69,
      kw: 51,
      cilindrata: 1242,
      carburante: 'benzina',
      codiceMotore: '169A4000',
      numeroTelaio: 'ZFA16900001234567',
      descrizione:
        'Fiat Panda 1.2 benzina 2012, incidentata sul posteriore sinistro. Motore 169A4000 in moto, frizione e cambio senza rumori. Frontale integro: musata completa di faro, radiatore e traversa.',
      ricambi: [
        { nome: 'Motore completo', prezzoCentesimi: euro(650), spedizioneCentesimi: euro(90), grado: 'B', garanziaGiorni: 90, codiceOem: '169A4000', descrizione: 'Motore 1.2 8V provato in vettura, 98.500 km, completo di alternatore e motorino avviamento.' },
        { nome: 'Musata', prezzoCentesimi: euro(480), spedizioneCentesimi: euro(75), grado: 'A', garanziaGiorni: 30, descrizione: 'Musata completa: cofano, fari, paraurti anteriore, radiatore e ventola. Colore blu.' },
        { nome: 'Centralina ECU', prezzoCentesimi: euro(120), spedizioneCentesimi: euro(12), grado: 'A', garanziaGiorni: 30, codiceOem: '51793112' },
        { nome: 'Porta laterale anteriore destra', prezzoCentesimi: euro(110), spedizioneCentesimi: euro(45), grado: 'B', descrizione: 'Completa di vetro, alzacristallo elettrico e specchietto.' },
        { nome: 'Cambio', prezzoCentesimi: euro(280), spedizioneCentesimi: euro(60), grado: 'B', garanziaGiorni: 90, codiceOem: '55241434', codiceCambio: 'C514' },
      ],
    },
  },
  {
    id: autoId(2),
    venditoreId: DEMO_VENDITORE_ID,
    giorniFa: 2,
    colori: ['#3a3a3a', '#9aa5b1'],
    foto: fotoIds(2, 5),
    dati: {
      marca: 'Volkswagen',
      modello: 'Golf VII 1.6 TDI',
      anno: 2015,
      km: 142_000,
      cv: 110,
      kw: 81,
      cilindrata: 1598,
      carburante: 'diesel',
      descrizione:
        'Golf 7 1.6 TDI 110 CV (motore DCX), demolita per il pianale deformato da un urto da sotto: carrozzeria integra. Iniettori e turbina sani, nessun gioco. Cambio manuale 5 marce. Airbag non esplosi.',
      ricambi: [
        { nome: 'Motore completo', prezzoCentesimi: euro(1450), spedizioneCentesimi: euro(120), grado: 'A', garanziaGiorni: 180, codiceOem: 'DCX', descrizione: 'Motore completo di turbina, iniettori e pompa alta pressione; compressione verificata.' },
        { nome: 'Cambio', prezzoCentesimi: euro(520), spedizioneCentesimi: euro(80), grado: 'A', garanziaGiorni: 90, codiceOem: 'PSF' },
        { nome: 'Centralina ECU', prezzoCentesimi: euro(190), spedizioneCentesimi: euro(12), grado: 'A', garanziaGiorni: 30, codiceOem: '04L906021DT' },
        { nome: 'Kit Airbag', prezzoCentesimi: euro(420), spedizioneCentesimi: euro(25), grado: 'A', descrizione: 'Airbag volante, passeggero, cruscotto e centralina airbag. Non esplosi.' },
        { nome: 'Pompa ABS', prezzoCentesimi: euro(160), spedizioneCentesimi: euro(15), grado: 'A', garanziaGiorni: 30, codiceOem: '5Q0614517AK' },
        { nome: 'Bagagliaio', prezzoCentesimi: euro(230), spedizioneCentesimi: euro(60), grado: 'B', descrizione: 'Portellone grigio con lunotto termico, fanali posteriori e telecamera.' },
        { nome: 'Porta laterale anteriore sinistra', prezzoCentesimi: euro(190), spedizioneCentesimi: euro(50), grado: 'B' },
        { nome: 'Porta laterale anteriore destra', prezzoCentesimi: euro(210), spedizioneCentesimi: euro(50), grado: 'A', descrizione: 'Grigio scuro, completa di vetro, alzacristallo elettrico e specchietto.' },
        { nome: 'Porta posteriore sinistra', prezzoCentesimi: euro(170), spedizioneCentesimi: euro(50), grado: 'A' },
        { nome: 'Porta posteriore destra', prezzoCentesimi: euro(170), spedizioneCentesimi: euro(50), grado: 'B', descrizione: 'Piccola ammaccatura sotto la maniglia, vetro e pannello integri.' },
        { nome: 'Musata', prezzoCentesimi: euro(690), spedizioneCentesimi: euro(90), grado: 'A', descrizione: 'Cofano, fari alogeni con luce diurna, paraurti anteriore, radiatori e ventola. Colore grigio.' },
        { nome: 'Paraurti posteriore', prezzoCentesimi: euro(130), spedizioneCentesimi: euro(40), grado: 'A', descrizione: 'Con sensori di parcheggio e staffe integre.' },
      ],
    },
  },
  {
    id: autoId(3),
    venditoreId: DEMO_VENDITORE_ID,
    giorniFa: 4,
    colori: ['#7a1f1f', '#e06666'],
    foto: fotoIds(3, 3),
    dati: {
      marca: 'Ford',
      modello: 'Fiesta 1.4 16V',
      anno: 2010,
      km: 156_300,
      cv: 96,
      kw: 71,
      cilindrata: 1388,
      carburante: 'benzina',
      codiceMotore: 'SPJA',
      descrizione:
        'Ford Fiesta 1.4 benzina 2010, rossa, ferma per cambio rumoroso. Carrozzeria posteriore buona, portiere senza ruggine, motore regolare.',
      ricambi: [
        { nome: 'Motore completo', prezzoCentesimi: euro(590), spedizioneCentesimi: euro(90), grado: 'B', garanziaGiorni: 90, codiceOem: 'SPJA' },
        { nome: 'Paraurti posteriore', prezzoCentesimi: euro(95), spedizioneCentesimi: euro(35), grado: 'B', descrizione: 'Paraurti posteriore rosso con sensori di parcheggio, piccolo graffio sul lato destro.' },
        { nome: 'Porta posteriore sinistra', prezzoCentesimi: euro(90), spedizioneCentesimi: euro(45), grado: 'B' },
        { nome: 'Porta posteriore destra', prezzoCentesimi: euro(90), spedizioneCentesimi: euro(45), grado: 'C', descrizione: 'Con ammaccatura leggera; vetro e serratura funzionanti.' },
      ],
    },
  },
  {
    id: autoId(4),
    venditoreId: DEMO_VENDITORE_ID,
    giorniFa: 6,
    colori: ['#4a0e0e', '#b45f06'],
    foto: fotoIds(4, 4),
    dati: {
      marca: 'Alfa Romeo',
      modello: 'Giulietta 2.0 JTDm',
      anno: 2014,
      km: 168_000,
      cv: 150,
      kw: 110,
      cilindrata: 1956,
      carburante: 'diesel',
      codiceMotore: '940A4000',
      descrizione:
        'Alfa Romeo Giulietta 2.0 JTDm-2 150 CV, frontale danneggiato. Motore con distribuzione fatta a 150.000 km, cambio M32 con cuscinetti rinforzati. Interni in tessuto integri.',
      ricambi: [
        { nome: 'Motore completo', prezzoCentesimi: euro(1900), spedizioneCentesimi: euro(120), grado: 'B', garanziaGiorni: 180, codiceOem: '940A4000', descrizione: 'Motore 2.0 JTDm con turbina e volano bimassa, provato al banco.' },
        { nome: 'Cambio', prezzoCentesimi: euro(650), spedizioneCentesimi: euro(80), grado: 'A', garanziaGiorni: 90, codiceOem: '55241960', descrizione: 'Cambio M32 a 6 marce, cuscinetti sostituiti.' },
        { nome: 'Centralina ECU', prezzoCentesimi: euro(250), spedizioneCentesimi: euro(12), grado: 'A', garanziaGiorni: 30, codiceOem: '51890606' },
        { nome: 'Porta laterale anteriore sinistra', prezzoCentesimi: euro(240), spedizioneCentesimi: euro(55), grado: 'A', descrizione: 'Rosso Alfa, completa di pannello e specchietto elettrico.' },
        { nome: 'Paraurti posteriore', prezzoCentesimi: euro(180), spedizioneCentesimi: euro(40), grado: 'A' },
        { nome: 'Pompa ABS', prezzoCentesimi: euro(210), spedizioneCentesimi: euro(15), grado: 'B', garanziaGiorni: 30, codiceOem: '0265956020' },
      ],
    },
  },
  {
    id: autoId(5),
    venditoreId: DEMO_VENDITORE_ID,
    giorniFa: 9,
    colori: ['#274e13', '#93c47d'],
    foto: fotoIds(5, 3),
    dati: {
      marca: 'Lancia',
      modello: 'Ypsilon 1.2',
      anno: 2011,
      km: 119_400,
      cv: 69,
      kw: 51,
      cilindrata: 1242,
      carburante: 'benzina',
      codiceMotore: '169A4000',
      descrizione:
        'Lancia Ypsilon 1.2 8V 2011, urto posteriore. Musata e fanaleria anteriore integre, motore silenzioso, quadro strumenti funzionante.',
      ricambi: [
        { nome: 'Musata', prezzoCentesimi: euro(420), spedizioneCentesimi: euro(75), grado: 'A', garanziaGiorni: 30, descrizione: 'Cofano, fari anteriori, calandra cromata, paraurti e radiatori.' },
        { nome: 'Motore completo', prezzoCentesimi: euro(600), spedizioneCentesimi: euro(90), grado: 'B', garanziaGiorni: 90, codiceOem: '169A4000' },
        { nome: 'Centralina ECU', prezzoCentesimi: euro(110), spedizioneCentesimi: euro(12), grado: 'B', codiceOem: '51823208' },
      ],
    },
  },
  {
    id: autoId(6),
    venditoreId: DEMO_VENDITORE_2_ID,
    giorniFa: 0,
    colori: ['#0b5394', '#d9d9d9'],
    foto: fotoIds(6, 5),
    dati: {
      marca: 'Toyota',
      modello: 'Yaris Hybrid 1.5',
      anno: 2017,
      km: 87_200,
      cv: 101,
      kw: 74,
      cilindrata: 1497,
      carburante: 'ibrida',
      descrizione:
        'Toyota Yaris Hybrid 2017 bianca, urto anteriore. Trasmissione e-CVT e batteria ibrida controllate in diagnosi, nessun errore. Airbag laterali non esplosi.',
      ricambi: [
        { nome: 'Cambio', prezzoCentesimi: euro(890), spedizioneCentesimi: euro(90), grado: 'A', garanziaGiorni: 180, codiceOem: 'G9000-52042', descrizione: 'Trasmissione e-CVT con motogeneratori, 87.000 km.' },
        { nome: 'Bagagliaio', prezzoCentesimi: euro(260), spedizioneCentesimi: euro(60), grado: 'A', descrizione: 'Portellone bianco completo di fanali, spoiler e telecamera di retromarcia.' },
        { nome: 'Porta posteriore destra', prezzoCentesimi: euro(170), spedizioneCentesimi: euro(50), grado: 'A' },
        { nome: 'Porta posteriore sinistra', prezzoCentesimi: euro(170), spedizioneCentesimi: euro(50), grado: 'A' },
        { nome: 'Pompa ABS', prezzoCentesimi: euro(340), spedizioneCentesimi: euro(15), grado: 'A', garanziaGiorni: 90, codiceOem: '44510-52240' },
        { nome: 'Paraurti posteriore', prezzoCentesimi: euro(150), spedizioneCentesimi: euro(40), grado: 'B' },
      ],
    },
  },
  {
    id: autoId(7),
    venditoreId: DEMO_VENDITORE_2_ID,
    giorniFa: 3,
    colori: ['#bf9000', '#ffe599'],
    foto: fotoIds(7, 4),
    dati: {
      marca: 'Renault',
      modello: 'Clio IV 1.5 dCi',
      anno: 2013,
      km: 131_800,
      cv: 90,
      kw: 66,
      cilindrata: 1461,
      carburante: 'diesel',
      codiceMotore: 'K9K 608',
      descrizione:
        'Renault Clio 1.5 dCi 90 CV (K9K 608), gialla, incidentata sulla fiancata sinistra. Iniettori Delphi revisionati, turbina sana, fanali LED diurni funzionanti.',
      ricambi: [
        { nome: 'Motore completo', prezzoCentesimi: euro(980), spedizioneCentesimi: euro(110), grado: 'B', garanziaGiorni: 90, codiceOem: 'K9K608' },
        { nome: 'Musata', prezzoCentesimi: euro(540), spedizioneCentesimi: euro(75), grado: 'A', garanziaGiorni: 30, descrizione: 'Frontale completo: cofano, fari con luci diurne LED, paraurti, radiatori e intercooler.' },
        { nome: 'Centralina ECU', prezzoCentesimi: euro(170), spedizioneCentesimi: euro(12), grado: 'A', garanziaGiorni: 30, codiceOem: '237101607R' },
        { nome: 'Kit Airbag', prezzoCentesimi: euro(360), spedizioneCentesimi: euro(25), grado: 'A' },
      ],
    },
  },
  {
    id: autoId(8),
    venditoreId: DEMO_VENDITORE_2_ID,
    giorniFa: 7,
    colori: ['#434343', '#76a5af'],
    foto: fotoIds(8, 3),
    dati: {
      marca: 'Opel',
      modello: 'Corsa D 1.3 CDTi',
      anno: 2009,
      km: 189_000,
      cv: 75,
      kw: 55,
      cilindrata: 1248,
      carburante: 'diesel',
      descrizione:
        'Opel Corsa 1.3 CDTi 75 CV, motore Z13DTJ. Vettura ferma per centralina motore guasta (venduta a parte come non funzionante); cambio e carrozzeria in buono stato.',
      ricambi: [
        { nome: 'Cambio', prezzoCentesimi: euro(320), spedizioneCentesimi: euro(70), grado: 'B', garanziaGiorni: 90, codiceOem: 'F17' },
        { nome: 'Porta laterale anteriore destra', prezzoCentesimi: euro(120), spedizioneCentesimi: euro(45), grado: 'B', descrizione: 'Grigia, completa di vetro e alzacristallo.' },
        { nome: 'Porta laterale anteriore sinistra', prezzoCentesimi: euro(120), spedizioneCentesimi: euro(45), grado: 'C' },
        { nome: 'Paraurti posteriore', prezzoCentesimi: euro(70), spedizioneCentesimi: euro(35), grado: 'C', descrizione: 'Da verniciare, attacchi integri.' },
        { nome: 'Centralina ECU', prezzoCentesimi: euro(40), spedizioneCentesimi: euro(12), grado: 'C', codiceOem: '55566278', descrizione: 'Non funzionante: per recupero componenti.' },
      ],
    },
  },
];
