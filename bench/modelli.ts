// The cars the search and saved-search benchmarks list: the makes and models of an Italian yard, and their engines'
// displacements. Both benchmarks draw their catalogue from here, so their figures describe the same stock.

export const MODELLI: [string, string[]][] = [
  ['Fiat', ['Panda', 'Punto', '500', 'Tipo', 'Doblò', 'Bravo']],
  ['Alfa Romeo', ['Giulietta', 'MiTo', 'Giulia', '159', 'Stelvio']],
  ['Lancia', ['Ypsilon', 'Delta', 'Musa']],
  ['Volkswagen', ['Golf', 'Polo', 'Passat', 'Tiguan', 'T-Roc']],
  ['Audi', ['A3', 'A4', 'A6', 'Q3', 'Q5']],
  ['BMW', ['Serie 1', 'Serie 3', 'Serie 5', 'X1', 'X3']],
  ['Mercedes-Benz', ['Classe A', 'Classe C', 'Classe E', 'GLA']],
  ['Opel', ['Corsa', 'Astra', 'Mokka', 'Meriva']],
  ['Ford', ['Fiesta', 'Focus', 'Kuga', 'Puma', 'C-Max']],
  ['Renault', ['Clio', 'Mégane', 'Captur', 'Scénic']],
  ['Peugeot', ['208', '308', '2008', '3008']],
  ['Citroën', ['C3', 'C4', 'Berlingo', 'C5 Aircross']],
  ['Toyota', ['Yaris', 'Aygo', 'Corolla', 'RAV4', 'C-HR']],
  ['Dacia', ['Sandero', 'Duster', 'Logan']],
  ['Hyundai', ['i10', 'i20', 'i30', 'Tucson']],
  ['Kia', ['Picanto', 'Rio', 'Sportage', 'Ceed']],
  ['Nissan', ['Micra', 'Qashqai', 'Juke']],
  ['Skoda', ['Fabia', 'Octavia', 'Kodiaq']],
  ['Jeep', ['Renegade', 'Compass']],
  ['Smart', ['Fortwo', 'Forfour']],
];

export const CILINDRATE = [999, 1198, 1242, 1368, 1461, 1598, 1968, 2143, 2993];
