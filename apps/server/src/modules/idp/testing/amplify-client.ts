import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger, type KeyValueStorageInterface } from 'aws-amplify/utils';
import type { PoolDefinition } from '../pools.js';

/** Amplify keeps its tokens in a key-value store; in Node the tests give it this in-memory one. */
export class MemoryStorage implements KeyValueStorageInterface {
  private readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
  /** The stored value whose key ends with the suffix (e.g. 'refreshToken'). */
  find(suffix: string): string | undefined {
    for (const [key, value] of this.items) if (key.endsWith(suffix)) return value;
    return undefined;
  }
}

/** Points the real Amplify client (a module-level singleton) at the embedded pool, with fresh storage. */
export function configureAmplify(endpoint: string, pool: PoolDefinition): MemoryStorage {
  // Amplify warns on every configure that the endpoint is custom; that is the point here.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  const storage = new MemoryStorage();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool.poolId,
        userPoolClientId: pool.clientId,
        userPoolEndpoint: endpoint,
        loginWith: { username: true },
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
  return storage;
}
