-- The published training catalog. On hosted Supabase `supabase db reset` loads it; the embedded
-- backend loads it into an empty database. The sample videos are small files shipped with the
-- website (public/media/training) so the catalog plays with no internet (docs/decisions.md V2).
-- Replace them with your own recordings or Vimeo ids (vimeo_id) in production.
insert into public.videos
  (id, title, description, duration, url, thumbnail_url, order_index, is_published, category)
values
  (
    '6f0c2a1e-0b1a-4c55-9a11-000000000001',
    'Spotting Phishing Emails',
    'Learn the five signs of a phishing message (urgency, unexpected attachments, look-alike senders, odd links and requests for credentials) and what to do before you click.',
    '0:00:30',
    '/media/training/spotting-phishing-emails.webm',
    '/media/training/spotting-phishing-emails.jpg',
    1,
    true,
    'Phishing'
  ),
  (
    '6f0c2a1e-0b1a-4c55-9a11-000000000002',
    'Strong Passwords and Multi-Factor Authentication',
    'Why long, unique passwords in a password manager and a second factor on every account stop most account takeovers.',
    '0:00:30',
    '/media/training/strong-passwords-and-mfa.webm',
    '/media/training/strong-passwords-and-mfa.jpg',
    2,
    true,
    'Accounts'
  ),
  (
    '6f0c2a1e-0b1a-4c55-9a11-000000000003',
    'Reporting a Security Incident',
    'What counts as an incident, who to tell, and why reporting within the hour matters more than being sure.',
    '0:00:30',
    '/media/training/reporting-a-security-incident.webm',
    '/media/training/reporting-a-security-incident.jpg',
    3,
    true,
    'Incident Response'
  ),
  (
    '6f0c2a1e-0b1a-4c55-9a11-000000000004',
    'Handling Customer Data',
    'How to classify, share and store customer information so it only reaches the people who need it.',
    '0:00:30',
    '/media/training/handling-customer-data.webm',
    '/media/training/handling-customer-data.jpg',
    4,
    true,
    'Data Protection'
  ),
  (
    '6f0c2a1e-0b1a-4c55-9a11-000000000005',
    'Working Securely from Anywhere',
    'Lock screens, trusted networks, device updates and keeping work data off personal accounts while remote.',
    '0:00:30',
    '/media/training/working-securely-from-anywhere.webm',
    '/media/training/working-securely-from-anywhere.jpg',
    5,
    true,
    'Remote Work'
  )
on conflict (id) do nothing;
