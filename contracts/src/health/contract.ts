// The health check load balancers and operators ask.

/** The process answers and its database does (load balancers, operators). */
export const HEALTH_PATHS = {
  /** The process answers and its database does (load balancers, operators). */
  health: '/api/health',
} as const;

/** `GET /api/health`: the process answers and its database does (a 503 with code -1 otherwise). */
export interface HealthReport {
  status: 'ok';
  database: 'embedded' | 'postgres';
  uptimeSeconds: number;
}
