import { describe, expect, it } from 'vitest';
import { extractContacts, findPhone, findWebsite } from './contact-fields.js';

describe('contact details from text', () => {
  it('reads e-mail, phone, LinkedIn and website from a CV header', () => {
    const text = [
      'JANE Q. DOE',
      'London, UK · +44 (0)7700 900123 · Jane.Doe@Example.co.uk',
      'linkedin.com/in/jane-doe-1a2b3c/ · https://janedoe.dev/portfolio',
      'Skills: Node.js, ASP.NET, Vue.js',
    ].join('\n');
    expect(extractContacts(text)).toEqual({
      email: 'Jane.Doe@Example.co.uk',
      phone: '+44 7700 900123',
      linkedin_url: 'https://www.linkedin.com/in/jane-doe-1a2b3c',
      website: 'https://janedoe.dev/portfolio',
    });
  });

  it('normalises phones written without a country prefix, and never takes a year for a phone', () => {
    expect(findPhone('Mobile: (415) 555-2671')).toBe('+1 415 555 2671');
    expect(findPhone('Tel. 07911 123456')).toBe('+44 7911 123456');
    expect(findPhone('+49 30 901820')).toBe('+49 30 901820');
    expect(findPhone('2019 - 2021, 2014-2017, ID 123456')).toBeNull();
  });

  it('joins a LinkedIn link broken over two lines, and skips mail hosts as websites', () => {
    const text = 'www.linkedin.com/in/maria-\ngarcia-lopez (LinkedIn)\nmaria@gmail.com\nwww.gmail.com';
    expect(extractContacts(text)).toMatchObject({
      linkedin_url: 'https://www.linkedin.com/in/maria-garcia-lopez',
      email: 'maria@gmail.com',
      website: null,
    });
    expect(findWebsite('Built with Node.js and React.')).toBeNull();
    expect(findWebsite('Portfolio: www.mariagarcia.design')).toBe('https://www.mariagarcia.design');
  });

  it('answers null for every field of a text without any', () => {
    expect(extractContacts('Backend engineer. Go, Kafka.')).toEqual({
      email: null,
      phone: null,
      linkedin_url: null,
      website: null,
    });
  });
});
