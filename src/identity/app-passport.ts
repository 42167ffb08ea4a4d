import { Injectable, type FactoryProvider, type InjectionToken } from '@nestjs/common';
import { Passport } from 'passport';

/**
 * This app's own Passport. passport's default export is one per process, and several
 * apps share a process in the tests: on it the first app's deserializer would serve
 * every app (serializers pile up) and the last app's strategy would sign in for all. So
 * the local strategy, the session serializer, LocalSignInGuard and the session
 * middleware (`initialize()`, `session()`) all take this instance from Nest DI.
 */
@Injectable()
export class AppPassport extends Passport {}

interface RegistersWithPassport {
  getPassportInstance(): unknown;
}

/**
 * Provides `type`, a PassportStrategy or PassportSerializer subclass, registered on this
 * app's AppPassport. Their base constructors register through `getPassportInstance()`
 * before the subclass's constructor body has run, so an injected field cannot answer
 * it; a one-off subclass per app, closing over the instance, can. `inject` lists the
 * constructor's own dependencies, in order.
 */
export function onAppPassport<T extends object>(
  type: new (...deps: never[]) => T,
  inject: InjectionToken[],
): FactoryProvider<T> {
  const Base = type as unknown as new (...deps: unknown[]) => RegistersWithPassport;
  return {
    provide: type,
    inject: [AppPassport, ...inject],
    useFactory: (passport: AppPassport, ...deps: unknown[]) => {
      const Bound = class extends Base {
        override getPassportInstance(): AppPassport {
          return passport;
        }
      };
      return new Bound(...deps) as T;
    },
  };
}
