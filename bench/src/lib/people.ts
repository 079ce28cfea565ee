/*
 * Word pools for realistic, varied candidates: first and last names of several languages (with their
 * accents), employers (some with commas, as real company names have), job titles and locations. The import
 * bench draws CSV rows from them in JavaScript; the search bench passes them as arrays to SQL.
 */

// biome-ignore format: word lists read better packed
export const firstNames = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Daniel', 'Karen',
  'Emma', 'Olivia', 'Noah', 'Liam', 'Sophia', 'Amelia', 'Oliver', 'Harry', 'George', 'Isla',
  'José', 'María', 'Lucía', 'Sofía', 'Martín', 'Andrés', 'Inés', 'Jesús', 'Álvaro', 'Íñigo',
  'François', 'Hélène', 'Zoé', 'Chloé', 'Léa', 'Théo', 'Raphaël', 'Gaël', 'Anaïs', 'Noémie',
  'Jürgen', 'Jörg', 'Björn', 'Sören', 'Käthe', 'Jürgen', 'Lukas', 'Lena', 'Günther', 'Uwe',
  'Łukasz', 'Paweł', 'Małgorzata', 'Wojciech', 'Zofia', 'Katarzyna', 'Michał', 'Agnieszka',
  'Søren', 'Ørjan', 'Åsa', 'Mårten', 'Ingrid', 'Sigrún', 'Þór', 'Eiður',
  'João', 'Conceição', 'Gonçalo', 'Sebastião', 'Luís', 'Fátima',
  'Zoë', 'Renée', 'Siobhán', 'Seán', 'Niamh', 'Aoife', 'Eoghan', 'Caoimhe',
  'Çağla', 'Gökhan', 'Şule', 'Ömer', 'İlker', 'Ayşe',
  'Nguyễn', 'Thảo', 'Minh', 'Huỳnh', 'Priya', 'Aarav', 'Ananya', 'Rohan', 'Saanvi', 'Vihaan',
  'Wei', 'Xiaoming', 'Yuki', 'Haruto', 'Sakura', 'Ji-woo', 'Min-jun', 'Seo-yeon',
  'Mohammed', 'Fatima', 'Omar', 'Aisha', 'Youssef', 'Layla', 'Hamza', 'Zeynep',
  'Chidi', 'Ngozi', 'Kwame', 'Amara', 'Tendai', 'Thandiwe', 'Oluwaseun', 'Adaeze',
  'Dmitri', 'Анна', 'Olga', 'Sergei', 'Natalia', 'Ivan', 'Tatiana', 'Mikhail',
  'Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Charlie', 'Robin',
];

// biome-ignore format: word lists read better packed
export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Anderson',
  'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis',
  'García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Núñez',
  'Muñoz', 'Jiménez', 'Gómez', 'Díaz', 'Álvarez', 'Ibáñez', 'Castaño', 'Peña',
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weiß', 'Schäfer', 'Köhler', 'Bäcker', 'Größ', 'Jäger',
  'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Bonnaire', 'Lemaître', 'Château', 'Béranger', 'Fontaine', 'Rousseau',
  'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak',
  'Sørensen', 'Jørgensen', 'Åberg', 'Öberg', 'Ångström', 'Lindqvist', 'Håkansson', 'Björklund',
  'Gonçalves', 'Magalhães', 'Conceição', 'Simões', 'Gião', 'Araújo',
  "O'Brien", "O'Connor", "O'Sullivan", 'MacDonald', 'McCarthy', 'Ó Súilleabháin', 'Ní Bhriain',
  'Yılmaz', 'Öztürk', 'Çelik', 'Şahin', 'Aydın', 'Doğan',
  'Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Patel', 'Sharma', 'Gupta', 'Iyer', 'Reddy', 'Krishnan',
  'Wang', 'Li', 'Zhang', 'Chen', 'Liu', 'Tanaka', 'Suzuki', 'Takahashi', 'Kim', 'Park', 'Choi',
  'Al-Sayed', 'Haddad', 'Mansour', 'Khalil', 'Okafor', 'Adeyemi', 'Mensah', 'Nwosu', 'Dlamini', 'Moyo',
  'Ivanov', 'Smirnova', 'Petrov', 'Volkova', 'Sokolov', 'Kuznetsova',
  'van der Berg', 'de Vries', 'van Dijk', 'Bakker', 'Janssen', 'De Luca', 'Rossi', 'Ferrari', 'Esposito',
  'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Nováková', 'Dvořák', 'Černý', 'Svoboda',
  'Smith-Jones', 'Garcia-Lopez', 'Taylor-Wood', 'Hughes', 'Evans', 'Roberts', 'Walker', 'Wright', 'Hall',
];

// biome-ignore format: word lists read better packed
export const companies = [
  'Google', 'Microsoft', 'Amazon', 'Meta', 'Apple', 'Netflix', 'Spotify', 'Shopify', 'Stripe', 'Salesforce',
  'Oracle', 'SAP', 'Siemens', 'Bosch', 'Accenture', 'Deloitte', 'PwC', 'KPMG', 'EY', 'McKinsey & Company',
  'Boston Consulting Group', 'Bain & Company', 'Goldman Sachs', 'JPMorgan Chase & Co.', 'Barclays', 'HSBC',
  'Revolut', 'Monzo', 'Wise', 'Klarna', 'Adyen', 'N26', 'Zalando', 'Delivery Hero', 'Booking.com',
  'Unilever', 'Nestlé', 'L’Oréal', 'Danone', 'Procter & Gamble', 'Johnson & Johnson', 'Pfizer', 'AstraZeneca',
  'GSK', 'Novartis', 'Roche', 'Bayer', 'Telefónica', 'BBVA', 'Banco Santander', 'Iberdrola', 'Société Générale',
  'BNP Paribas', 'Crédit Agricole', 'Schneider Electric', 'Dassault Systèmes', 'Capgemini', 'Atos', 'Ubisoft',
  'Ericsson', 'Nokia', 'Volvo Cars', 'IKEA', 'H&M', 'Maersk', 'Novo Nordisk', 'Ørsted', 'Equinor', 'Philips',
  'ASML', 'ING', 'Airbus', 'Rolls-Royce', 'BAE Systems', 'Tesco', 'Sainsbury’s', 'Ocado', 'Deliveroo',
  'Acme, Inc.', 'Initech, LLC', 'Globex Corporation', 'Hooli', 'Pied Piper', 'Stark Industries',
  'Wayne Enterprises', 'Umbrella Corp', 'Cyberdyne Systems', 'Soylent, Ltd.', 'Vandelay Industries',
  'Northwind Traders', 'Contoso Ltd.', 'Fabrikam, Inc.', 'Tailspin Toys', 'Wingtip Toys', 'Adventure Works',
  'Self-employed', 'Freelance', 'Stealth Startup', 'University of Oxford', 'Universidad de São Paulo',
  'ETH Zürich', 'Technische Universität München', 'Sorbonne Université', 'NHS', 'Médecins Sans Frontières',
];

// biome-ignore format: word lists read better packed
export const titles = [
  'Software Engineer', 'Senior Software Engineer', 'Staff Software Engineer', 'Principal Engineer',
  'Engineering Manager', 'Director of Engineering', 'VP Engineering', 'CTO', 'Frontend Engineer',
  'Backend Engineer', 'Full Stack Developer', 'Data Engineer', 'Data Scientist', 'Machine Learning Engineer',
  'DevOps Engineer', 'Site Reliability Engineer', 'Security Engineer', 'QA Engineer', 'Mobile Developer',
  'Product Manager', 'Senior Product Manager', 'Product Owner', 'Head of Product', 'Product Designer',
  'UX Researcher', 'UX/UI Designer', 'Graphic Designer', 'Marketing Manager', 'Growth Marketing Manager',
  'Content Strategist', 'SEO Specialist', 'Sales Manager', 'Account Executive', 'Account Manager',
  'Business Development Manager', 'Customer Success Manager', 'Customer Support Specialist',
  'Recruiter', 'Technical Recruiter', 'Talent Acquisition Partner', 'HR Business Partner', 'People Manager',
  'Operations Manager', 'Project Manager', 'Program Manager', 'Scrum Master', 'Business Analyst',
  'Financial Analyst', 'Accountant', 'Controller', 'CFO', 'CEO', 'Founder', 'Co-Founder & CEO',
  'Consultant', 'Senior Consultant', 'Management Consultant', 'Research Scientist', 'Lecturer',
  'Nurse', 'Physician', 'Pharmacist', 'Lawyer', 'Legal Counsel', 'Paralegal', 'Office Manager',
  'Engineer, Platform', 'Manager, Sales Operations', 'Director, Talent Acquisition', 'Analyst, Risk',
  'Student', 'Intern', 'Chargé de mission', 'Ingénieur logiciel', 'Responsable marketing', 'Geschäftsführer',
];

// biome-ignore format: word lists read better packed
export const locations = [
  'London, England, United Kingdom', 'Manchester, England, United Kingdom', 'Leeds, England, United Kingdom',
  'Edinburgh, Scotland, United Kingdom', 'Dublin, Ireland', 'Cork, Ireland', 'Paris, Île-de-France, France',
  'Lyon, Auvergne-Rhône-Alpes, France', 'Berlin, Germany', 'München, Bayern, Germany', 'Hamburg, Germany',
  'Zürich, Switzerland', 'Genève, Switzerland', 'Wien, Austria', 'Amsterdam, North Holland, Netherlands',
  'Rotterdam, Netherlands', 'Brussels, Belgium', 'Madrid, Comunidad de Madrid, Spain', 'Barcelona, Cataluña, Spain',
  'Lisbon, Portugal', 'Porto, Portugal', 'Milan, Lombardy, Italy', 'Rome, Lazio, Italy', 'Warsaw, Poland',
  'Kraków, Poland', 'Praha, Czechia', 'Stockholm, Sweden', 'Göteborg, Sweden', 'Copenhagen, Denmark',
  'Oslo, Norway', 'Helsinki, Finland', 'Reykjavík, Iceland', 'İstanbul, Türkiye', 'Athens, Greece',
  'New York, New York, United States', 'San Francisco, California, United States',
  'Austin, Texas, United States', 'Seattle, Washington, United States', 'Boston, Massachusetts, United States',
  'Chicago, Illinois, United States', 'Toronto, Ontario, Canada', 'Montréal, Québec, Canada',
  'Vancouver, British Columbia, Canada', 'México City, Mexico', 'São Paulo, Brazil', 'Buenos Aires, Argentina',
  'Bogotá, Colombia', 'Santiago, Chile', 'Lagos, Nigeria', 'Nairobi, Kenya', 'Cape Town, South Africa',
  'Cairo, Egypt', 'Dubai, United Arab Emirates', 'Bengaluru, Karnataka, India', 'Mumbai, Maharashtra, India',
  'Singapore', 'Hong Kong', 'Tokyo, Japan', 'Seoul, South Korea', 'Sydney, New South Wales, Australia',
  'Melbourne, Victoria, Australia', 'Auckland, New Zealand', 'Remote',
];

// biome-ignore format: word lists read better packed
export const emailDomains = [
  'gmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com', 'icloud.com', 'proton.me', 'gmx.de', 'web.de',
  'orange.fr', 'free.fr', 'libero.it', 'wp.pl', 'yandex.ru', 'mail.com', 'live.co.uk', 'btinternet.com',
];

const fold: Record<string, string> = { ß: 'ss', ø: 'o', å: 'a', æ: 'ae', ł: 'l', đ: 'd', þ: 'th', ı: 'i' };

/** An ASCII slug of a name for handles and e-mail local parts: 'Łukasz Wójcik' → 'lukasz-wojcik'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßøåæłđþı]/g, (c) => fold[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
