/* eslint-disable */
/* prettier-ignore */

export type introspection_types = {
    'AuthPayload': { kind: 'OBJECT'; name: 'AuthPayload'; fields: { 'accessToken': { name: 'accessToken'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'user': { name: 'user'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'User'; ofType: null; }; } }; }; };
    'Boolean': unknown;
    'BuyerProfileInput': { kind: 'INPUT_OBJECT'; name: 'BuyerProfileInput'; isOneOf: false; inputFields: [{ name: 'nome'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'telefono'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; }; defaultValue: null }, { name: 'indirizzo'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; }; defaultValue: null }, { name: 'citta'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; }; defaultValue: null }, { name: 'cap'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; }; defaultValue: null }, { name: 'provincia'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; }; defaultValue: null }]; };
    'DateTime': unknown;
    'ID': unknown;
    'LoginInput': { kind: 'INPUT_OBJECT'; name: 'LoginInput'; isOneOf: false; inputFields: [{ name: 'email'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'password'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'ricordami'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; }; defaultValue: "false" }]; };
    'Mutation': { kind: 'OBJECT'; name: 'Mutation'; fields: { 'login': { name: 'login'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'AuthPayload'; ofType: null; }; } }; 'logout': { name: 'logout'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'refreshSession': { name: 'refreshSession'; type: { kind: 'OBJECT'; name: 'AuthPayload'; ofType: null; } }; 'register': { name: 'register'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'AuthPayload'; ofType: null; }; } }; 'requestPasswordReset': { name: 'requestPasswordReset'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'resetPassword': { name: 'resetPassword'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'updateBuyerProfile': { name: 'updateBuyerProfile'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'User'; ofType: null; }; } }; }; };
    'Orari': { kind: 'OBJECT'; name: 'Orari'; fields: { 'domenica': { name: 'domenica'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Orario'; ofType: null; }; } }; 'giovedi': { name: 'giovedi'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Orario'; ofType: null; }; } }; 'lunedi': { name: 'lunedi'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Orario'; ofType: null; }; } }; 'martedi': { name: 'martedi'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Orario'; ofType: null; }; } }; 'mercoledi': { name: 'mercoledi'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Orario'; ofType: null; }; } }; 'sabato': { name: 'sabato'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Orario'; ofType: null; }; } }; 'venerdi': { name: 'venerdi'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Orario'; ofType: null; }; } }; }; };
    'Orario': { kind: 'OBJECT'; name: 'Orario'; fields: { 'apertura': { name: 'apertura'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'chiuso': { name: 'chiuso'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'chiusura': { name: 'chiusura'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'Query': { kind: 'OBJECT'; name: 'Query'; fields: { 'me': { name: 'me'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'User'; ofType: null; }; } }; }; };
    'RegisterInput': { kind: 'INPUT_OBJECT'; name: 'RegisterInput'; isOneOf: false; inputFields: [{ name: 'nome'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'email'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'password'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'confermaPassword'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'ruolo'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Ruolo'; ofType: null; }; }; defaultValue: "acquirente" }]; };
    'RequestPasswordResetInput': { kind: 'INPUT_OBJECT'; name: 'RequestPasswordResetInput'; isOneOf: false; inputFields: [{ name: 'email'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }]; };
    'ResetPasswordInput': { kind: 'INPUT_OBJECT'; name: 'ResetPasswordInput'; isOneOf: false; inputFields: [{ name: 'token'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'password'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }, { name: 'confermaPassword'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; }; defaultValue: null }]; };
    'Ruolo': { name: 'Ruolo'; enumValues: 'acquirente' | 'venditore'; };
    'String': unknown;
    'User': { kind: 'OBJECT'; name: 'User'; fields: { 'bannerImage': { name: 'bannerImage'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'cap': { name: 'cap'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'citta': { name: 'citta'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'createdAt': { name: 'createdAt'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'DateTime'; ofType: null; }; } }; 'descrizione': { name: 'descrizione'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'email': { name: 'email'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'iban': { name: 'iban'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'id': { name: 'id'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'indirizzo': { name: 'indirizzo'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'logoImage': { name: 'logoImage'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'nome': { name: 'nome'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'nomeAttivita': { name: 'nomeAttivita'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'orari': { name: 'orari'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Orari'; ofType: null; }; } }; 'partitaIva': { name: 'partitaIva'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'provincia': { name: 'provincia'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; 'ruolo': { name: 'ruolo'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Ruolo'; ofType: null; }; } }; 'telefono': { name: 'telefono'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; } }; }; };
};

/** An IntrospectionQuery representation of your schema.
 *
 * @remarks
 * This is an introspection of your schema saved as a file by GraphQLSP.
 * It will automatically be used by `gql.tada` to infer the types of your GraphQL documents.
 * If you need to reuse this data or update your `scalars`, update `tadaOutputLocation` to
 * instead save to a .ts instead of a .d.ts file.
 */
export type introspection = {
  name: never;
  query: 'Query';
  mutation: 'Mutation';
  subscription: never;
  types: introspection_types;
};

import * as gqlTada from 'gql.tada';

declare module 'gql.tada' {
  interface setupSchema {
    introspection: introspection
  }
}