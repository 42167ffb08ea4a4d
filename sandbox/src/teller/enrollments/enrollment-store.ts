import { BoundedMap } from '../../shared/bounded-map.js';
import type { TellerEnrollment } from './teller-enrollment.js';

/** Enrollments made through Connect, by id and by access token, the oldest forgotten past capacity. */
export class EnrollmentStore {
  private readonly byId: BoundedMap<string, TellerEnrollment>;
  // Filled alongside byId, so both forget the same enrollments.
  private readonly byToken: BoundedMap<string, TellerEnrollment>;

  constructor(capacity = 1000) {
    this.byId = new BoundedMap(capacity);
    this.byToken = new BoundedMap(capacity);
  }

  add(enrollment: TellerEnrollment): TellerEnrollment {
    this.byId.set(enrollment.id, enrollment);
    this.byToken.set(enrollment.accessToken, enrollment);
    return enrollment;
  }

  findByToken(accessToken: string): TellerEnrollment | undefined {
    return this.byToken.get(accessToken);
  }

  newestFirst(): TellerEnrollment[] {
    return this.byId.newestFirst();
  }
}
