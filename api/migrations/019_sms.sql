-- What happened to each code's text message: which provider took it, its id there, and the
-- delivery status the provider reported later (Twilio's callbacks), so customer service can see
-- why a fan got no code.
ALTER TABLE verification_codes
  ADD COLUMN sms_provider text,
  ADD COLUMN sms_message_id text,
  ADD COLUMN sms_status text,
  ADD COLUMN sms_error text,
  ADD COLUMN sms_status_at timestamptz;
CREATE UNIQUE INDEX verification_codes_sms_message ON verification_codes (sms_provider, sms_message_id) WHERE sms_message_id IS NOT NULL;
