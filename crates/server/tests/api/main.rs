//! API tests: a real server on a free loopback port, driven over HTTP, per role. One test
//! binary (fast to link); modules by feature.

mod access;
mod admin;
mod all_or_nothing;
mod amendment;
mod atr;
mod attachments;
mod auth;
mod authorisation;
mod bad_input;
mod balance;
mod big_declaration;
mod catalogs;
mod decision_notice;
mod decision_use;
mod destination;
mod documents;
mod export_list;
mod export_xml;
mod guarantee;
mod import_without_loss;
mod import_xml;
mod message_xml;
mod movement;
mod multipart;
mod permissions;
mod presentation;
mod print_tad;
mod procedure_kinds;
mod recovery;
mod replicas;
mod sso;
mod stall;
mod support;
mod tad_fonts;
mod templates;
