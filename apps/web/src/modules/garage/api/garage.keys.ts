/** The buyer's garage; logging out removes it with every other query but the session's. */
export const garageKeys = {
  veicoli: ['garage', 'veicoli'] as const,
};
