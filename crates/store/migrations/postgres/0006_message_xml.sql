-- The real NCTS XML of each logged message (issue 5), when the message has a schema of its
-- own; NULL for the common-domain and national ones (the log keeps their JSON). Keep in step
-- with the other backend's 0006_message_xml.sql.
ALTER TABLE document_messages ADD COLUMN xml TEXT;
