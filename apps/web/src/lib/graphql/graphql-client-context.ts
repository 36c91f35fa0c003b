import { createContext } from 'react';
import type { GraphqlClient } from './graphql-client';

export const GraphqlClientContext = createContext<GraphqlClient | null>(null);
