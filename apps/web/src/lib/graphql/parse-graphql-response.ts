import { isErrorCode, MESSAGGI, type FieldErrors } from '@ricambiamo/contracts';
import { ApiError } from './api-error';

interface GraphqlErrorBody {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown };
}

interface GraphqlBody {
  data?: unknown;
  errors?: GraphqlErrorBody[];
}

const toFieldErrors = (value: unknown): FieldErrors => {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** Returns `data`, or throws the first error as an ApiError; an error without a known code is treated as INTERNAL. */
export async function parseGraphqlResponse<TResult>(response: Response): Promise<TResult> {
  let body: GraphqlBody;
  try {
    body = (await response.json()) as GraphqlBody;
  } catch {
    throw ApiError.network();
  }
  const [first] = body.errors ?? [];
  if (first) {
    const code = first.extensions?.code;
    // Only errors from the gateway's mapper carry a code and an Italian text; anything else is not for users.
    if (!isErrorCode(code) || typeof first.message !== 'string') throw new ApiError(MESSAGGI.generico, 'INTERNAL');
    throw new ApiError(first.message, code, toFieldErrors(first.extensions?.fields));
  }
  if (!response.ok || body.data === undefined || body.data === null) throw ApiError.network();
  return body.data as TResult;
}
