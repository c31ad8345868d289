// Operating-hours service (seed 001 §7): a department's week, read by the footer's support hours.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { DEPARTMENTS, operatingWeek } from '../data/operating-hours';
import { notFound } from '../errors';

/** Registers GET /service-operating-hours/external/api/v1/hours/{department} (org from x-org). */
export function operatingHoursRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get<{ Params: { department: string } }>('/service-operating-hours/external/api/v1/hours/:department', async (req) => {
    const department = req.params.department.toUpperCase();
    if (!DEPARTMENTS.includes(department)) throw notFound('department');
    return { weekdays: operatingWeek(ctx.orgOf(req)) };
  });
}
