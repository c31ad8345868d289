import { describe, expect, it } from 'vitest';
import { businessHoursText } from '../../src/domain/business-hours';
import { fileSandbox } from './helpers';

const sb = fileSandbox();

const PATH = '/service-operating-hours/external/api/v1/hours';

describe('operating hours', () => {
  it('answers the week of the x-org organisation, Monday to Sunday', async () => {
    const r = await sb.call('GET', `${PATH}/OPS_SUPPORT?display=true`, { headers: { 'x-org': 'LAKESHORE' } });
    expect(r.status).toBe(200);
    expect(r.body.weekdays).toHaveLength(7);
    expect(r.body.weekdays[0]).toEqual({ weekday: 'MONDAY', weekdayValue: 1, isOpen: true, startTime: '07:00:00', endTime: '18:00:00' });
    expect(r.body.weekdays.map((d: { weekdayValue: number }) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(businessHoursText(r.body.weekdays)).toBe('Mon-Fri from 7am-6pm PT');
  });

  it('gives other organisations their own or the default week', async () => {
    const empire = await sb.call('GET', `${PATH}/OPS_SUPPORT`, { headers: { 'x-org': 'EMPIRE' } });
    expect(businessHoursText(empire.body.weekdays)).toBe('Mon-Fri from 6am-4:30pm PT and Sat from 7am-11am PT');
    const homeline = await sb.call('GET', `${PATH}/ops_chat`, { headers: { 'x-org': 'HOMELINE' } });
    expect(businessHoursText(homeline.body.weekdays)).toBe('Mon-Fri from 6am-5pm PT and Sat-Sun from 8am-12:30pm PT');
  });

  it('answers 404 with the error body for an unknown department', async () => {
    const r = await sb.call('GET', `${PATH}/NOPE`, { headers: { 'x-org': 'HOMELINE' } });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ message: 'department not found' });
  });
});
