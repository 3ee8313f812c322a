//! Mapping NCTS lists to catalogs and flags.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde_json::Value;

use super::read::{RawEntry, RawList, RawOffice, Sources};
use super::{ImportReport, ListUse};
use crate::catalogs::compare_values;
use crate::{registry, Entry};

struct Merged {
    entries: Vec<RawEntry>,
    origin: String,
    not_valid: usize,
}

impl Merged {
    fn codes(&self) -> HashSet<&str> {
        self.entries.iter().map(|e| e.code.as_str()).collect()
    }
}

struct Lists {
    map: BTreeMap<String, Merged>,
    used: Vec<ListUse>,
    used_names: HashSet<String>,
}

impl Lists {
    fn get(&mut self, name: &str, used_for: &str) -> Option<&Merged> {
        let m = self.map.get(name)?;
        self.used.push(ListUse {
            list: name.to_string(),
            origin: m.origin.clone(),
            entries: m.entries.len(),
            not_valid: m.not_valid,
            used_for: used_for.to_string(),
        });
        self.used_names.insert(name.to_string());
        Some(m)
    }

    /// Codes of a flag list, or `None` when the list was not imported (the flag is then left
    /// out rather than set to false everywhere).
    fn flag(&mut self, name: &str, catalog: &str, flag: &str) -> Option<HashSet<String>> {
        self.get(name, &format!("{catalog}.{flag}"))
            .map(|m| m.codes().into_iter().map(String::from).collect())
    }
}

fn new_entry(code: &str, name: Option<&str>) -> Entry {
    let mut e = Entry::new();
    e.insert("code".into(), Value::String(code.to_string()));
    e.insert(
        "name".into(),
        Value::String(name.filter(|n| !n.is_empty()).unwrap_or(code).to_string()),
    );
    e
}

fn set_flag(e: &mut Entry, flag: &str, set: &Option<HashSet<String>>) {
    if let Some(s) = set {
        let code = e["code"].as_str().unwrap_or_default();
        let v = s.contains(code);
        e.insert(flag.into(), Value::Bool(v));
    }
}

fn set_text(e: &mut Entry, key: &str, v: Option<&String>) {
    if let Some(v) = v.filter(|v| !v.is_empty()) {
        e.insert(key.into(), Value::String(v.clone()));
    }
}

/// Picks the best source per list and merges data items of the others into it.
fn merge_lists(
    lists: Vec<RawList>,
    skipped: &mut Vec<(String, String)>,
) -> BTreeMap<String, Merged> {
    let mut groups: BTreeMap<String, Vec<RawList>> = BTreeMap::new();
    for l in lists {
        groups.entry(l.name.clone()).or_default().push(l);
    }
    let mut out = BTreeMap::new();
    for (name, mut group) in groups {
        group.sort_by(|a, b| {
            (b.priority, &b.snapshot, b.entries.len()).cmp(&(
                a.priority,
                &a.snapshot,
                a.entries.len(),
            ))
        });
        let mut it = group.into_iter();
        let primary = it.next().expect("non-empty group");
        let mut entries = primary.entries;
        let index: HashMap<String, usize> = entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.code.clone(), i))
            .collect();
        let mut others = Vec::new();
        for other in it {
            others.push(other.origin.clone());
            for oe in other.entries {
                if let Some(&i) = index.get(&oe.code) {
                    let target = &mut entries[i];
                    if target.name.is_none() {
                        target.name = oe.name;
                    }
                    for (k, v) in oe.extra {
                        target.extra.entry(k).or_insert(v);
                    }
                }
            }
        }
        if !others.is_empty() {
            skipped.push((
                format!("{name} from {}", others.join(", ")),
                format!(
                    "superseded by {} (only extra data items were merged)",
                    primary.origin
                ),
            ));
        }
        out.insert(
            name,
            Merged {
                entries,
                origin: primary.origin,
                not_valid: primary.not_valid,
            },
        );
    }
    out
}

/// Simple one-to-one mappings: catalog <- first list found among the names.
const SIMPLE: &[(&str, &[&str])] = &[
    (
        "additional-declaration-type",
        &["DeclarationTypeAdditional"],
    ),
    ("representative-status", &["RepresentativeStatusCode"]),
    ("currency", &["CurrencyCodes"]),
    ("transport-mode", &["TransportModeCode"]),
    ("payment-method", &["TransportChargesMethodOfPayment"]),
    ("unit", &["Unit"]),
    ("security-declaration-type", &["DeclarationTypeSecurity"]),
    (
        "specific-circumstance",
        &["SpecificCircumstanceIndicatorCode"],
    ),
    ("language", &["LanguageCodes", "LanguageCode"]),
    ("cus-code", &["CUSCode"]),
    ("dangerous-goods", &["UnDangerousGoodsCode"]),
    ("previous-document-type", &["PreviousDocumentType"]),
    ("supporting-document-type", &["SupportingDocumentType"]),
    ("transport-document-type", &["TransportDocumentType"]),
    ("additional-reference-type", &["AdditionalReference"]),
    ("control-type", &["ControlType"]),
    ("control-result", &["ControlResult"]),
    ("location-type", &["TypeOfLocation"]),
    (
        "qualifier-of-identification",
        &["QualifierOfTheIdentification"],
    ),
    (
        "qualifier-of-identification-incident",
        &["QualifierOfIdentificationIncident"],
    ),
    (
        "transport-actor-role",
        &["AdditionalSupplyChainActorRoleCode"],
    ),
    ("nationality", &["Nationality"]),
    ("incident-code", &["IncidentCode"]),
    ("invalid-guarantee-reason", &["InvalidGuaranteeReason"]),
    ("functional-error-code", &["FunctionalErrorCodesIeCA"]),
    ("rejection-code", &["RejectionCodeDepartureExport"]),
    ("business-rejection-type", &["BusinessRejectionTypeDepExp"]),
];

/// applyTo of additional information codes (derived from where IE015 carries them: 00200 and
/// 30600 concern the whole consignment, the others (discharge of IP/TA, EFTA export
/// restrictions) concern goods items).
fn apply_to(code: &str) -> &'static str {
    match code {
        "00200" | "30600" => "GENERAL",
        _ => "ITEM",
    }
}

/// The office type the COL does not carry: HQ for a higher authority or central office
/// (roles AUT, CCD, CND); CS for a supervising or guarantee office that is not itself an
/// office of departure, destination, transit or exit (SCO, SCI, GUA, CGU); PO otherwise.
pub(crate) fn office_type(roles: &[String]) -> &'static str {
    let has = |r: &str| roles.iter().any(|x| x == r);
    if ["AUT", "CCD", "CND"].iter().any(|r| has(r)) {
        "HQ"
    } else if ["SCO", "SCI", "GUA", "CGU"].iter().any(|r| has(r))
        && !["DEP", "DES", "TRA", "EXT"].iter().any(|r| has(r))
    {
        "CS"
    } else {
        "PO"
    }
}

pub(crate) fn office_entry(o: &RawOffice) -> Entry {
    let mut roles = o.roles.clone();
    roles.sort();
    roles.dedup();
    let has = |r: &str| roles.iter().any(|x| x == r);
    let mut e = new_entry(&o.code, Some(&o.name));
    e.insert("countryCode".into(), Value::String(o.country.clone()));
    e.insert(
        "officeType".into(),
        Value::String(office_type(&roles).into()),
    );
    for (flag, role) in [
        ("departure", "DEP"),
        ("destination", "DES"),
        ("transit", "TRA"),
        ("exit", "EXT"),
        ("transitExit", "TXT"),
        ("guarantee", "GUA"),
        ("enquiry", "ENQ"),
        ("recovery", "REC"),
        ("incident", "INC"),
    ] {
        e.insert(flag.into(), Value::Bool(has(role)));
    }
    set_text(&mut e, "higherAuthority", o.higher_authority.as_ref());
    e.insert("roles".into(), Value::String(roles.join(" ")));
    set_text(&mut e, "city", o.city.as_ref());
    set_text(&mut e, "postalCode", o.postal_code.as_ref());
    e
}

pub(crate) fn build(src: Sources) -> ImportReport {
    let mut report = ImportReport {
        files: src.files,
        skipped: src.skipped_files,
        ..Default::default()
    };
    let map = merge_lists(src.lists, &mut report.skipped);
    let mut lists = Lists {
        map,
        used: Vec::new(),
        used_names: HashSet::new(),
    };
    let mut out: BTreeMap<&'static str, Vec<Entry>> = BTreeMap::new();

    // ---- customs offices ----
    let mut office_countries: HashSet<String> = HashSet::new();
    let mut offices = src.offices;
    offices.sort_by(|a, b| {
        (b.priority, &b.snapshot, b.offices.len()).cmp(&(a.priority, &a.snapshot, a.offices.len()))
    });
    let mut offices = offices.into_iter();
    if let Some(best) = offices.next() {
        report.lists_used.push(ListUse {
            list: "CustomsOffices".into(),
            origin: best.origin.clone(),
            entries: best.offices.len(),
            not_valid: best.not_valid,
            used_for: "customs-office".into(),
        });
        let entries: Vec<Entry> = best.offices.iter().map(office_entry).collect();
        office_countries.extend(best.offices.iter().map(|o| o.country.clone()));
        out.insert("customs-office", entries);
        for other in offices {
            report.skipped.push((
                format!("CustomsOffices from {}", other.origin),
                format!("superseded by {}", best.origin),
            ));
        }
    }

    // ---- simple lists ----
    for (catalog, names) in SIMPLE {
        if let Some(name) = names.iter().find(|n| lists.map.contains_key(**n)) {
            let m = lists.get(name, catalog).expect("present");
            let entries = m
                .entries
                .iter()
                .map(|e| new_entry(&e.code, e.name.as_deref()))
                .collect();
            out.insert(catalog, entries);
        }
    }

    // ---- country ----
    if lists.map.contains_key("CountryCodesFullList") {
        let base: Vec<RawEntry> = lists
            .get("CountryCodesFullList", "country")
            .expect("present")
            .entries
            .clone();
        let common = lists.flag("CountryCodesCommonTransit", "country", "commonTransit");
        let community = lists.flag("CountryCodesCommunity", "country", "communityTransit");
        let ctc = lists.flag("CountryCodesCTC", "country", "ctc");
        let sec = lists.flag("CountryCustomsSecurityAgreementArea", "country", "secArea");
        let only = lists.flag("CountryAddressPostcodeOnly", "country", "addressType");
        let based = lists.flag("CountryAddressPostcodeBased", "country", "addressType");
        let for_address = lists.flag("CountryCodesForAddress", "country", "forAddress");
        let without_zip = lists.flag("CountryWithoutZip", "country", "postcodeRequired");
        let mut entries = Vec::new();
        for c in &base {
            let mut e = new_entry(&c.code, c.name.as_deref());
            set_flag(&mut e, "commonTransit", &common);
            set_flag(&mut e, "communityTransit", &community);
            set_flag(&mut e, "ctc", &ctc);
            set_flag(&mut e, "secArea", &sec);
            set_flag(&mut e, "forAddress", &for_address);
            if let Some(w) = &without_zip {
                e.insert("postcodeRequired".into(), Value::Bool(!w.contains(&c.code)));
            }
            let in_set =
                |s: &Option<HashSet<String>>| s.as_ref().is_some_and(|s| s.contains(&c.code));
            if only.is_some() || based.is_some() {
                let t = if in_set(&only) {
                    "POST_CODE_ONLY"
                } else if in_set(&based) {
                    "POST_CODE_BASED"
                } else {
                    "OTHER"
                };
                e.insert("addressType".into(), Value::String(t.into()));
            }
            let ncts = in_set(&common) || in_set(&community) || office_countries.contains(&c.code);
            e.insert("countryNcts".into(), Value::Bool(ncts));
            set_text(&mut e, "regime", c.extra.get("CountryRegimeCode"));
            entries.push(e);
        }
        out.insert("country", entries);
    }

    // ---- declaration type ----
    if lists.map.contains_key("DeclarationType") {
        let mut base = lists
            .get("DeclarationType", "declaration-type")
            .expect("present")
            .entries
            .clone();
        let item = lists.flag("DeclarationTypeItemLevel", "declaration-type", "itemLevel");
        if let Some(m) = lists.map.get("DeclarationTypeItemLevel") {
            let have: HashSet<String> = base.iter().map(|e| e.code.clone()).collect();
            base.extend(
                m.entries
                    .iter()
                    .filter(|e| !have.contains(&e.code))
                    .cloned(),
            );
        }
        let entries = base
            .iter()
            .map(|d| {
                let mut e = new_entry(&d.code, d.name.as_deref());
                set_flag(&mut e, "itemLevel", &item);
                e
            })
            .collect();
        out.insert("declaration-type", entries);
    }

    // ---- guarantee type ----
    if lists.map.contains_key("GuaranteeType") {
        let base = lists
            .get("GuaranteeType", "guarantee-type")
            .expect("present")
            .entries
            .clone();
        let grn = lists.flag("GuaranteeTypeWithGRN", "guarantee-type", "withGrn");
        let rfc = lists.flag("GuaranteeTypeWithReference", "guarantee-type", "withRfc");
        let ctc = lists.flag("GuaranteeTypeCTC", "guarantee-type", "ctc");
        let eu = lists.flag("GuaranteeTypeEUNonTIR", "guarantee-type", "euNonTir");
        let entries = base
            .iter()
            .map(|g| {
                let mut e = new_entry(&g.code, g.name.as_deref());
                set_flag(&mut e, "withGrn", &grn);
                set_flag(&mut e, "withRfc", &rfc);
                set_flag(&mut e, "ctc", &ctc);
                set_flag(&mut e, "euNonTir", &eu);
                e
            })
            .collect();
        out.insert("guarantee-type", entries);
    }

    // ---- package type ----
    if lists.map.contains_key("KindOfPackages") {
        let base = lists
            .get("KindOfPackages", "package-type")
            .expect("present")
            .entries
            .clone();
        let bulk = lists
            .flag("KindOfPackagesBulk", "package-type", "packageKind")
            .unwrap_or_default();
        let unpacked = lists
            .flag("KindOfPackagesUnpacked", "package-type", "packageKind")
            .unwrap_or_default();
        let entries = base
            .iter()
            .map(|p| {
                let mut e = new_entry(&p.code, p.name.as_deref());
                let kind = if bulk.contains(&p.code) {
                    "BULK"
                } else if unpacked.contains(&p.code) {
                    "UNPACKED"
                } else {
                    "OTHER"
                };
                e.insert("packageKind".into(), Value::String(kind.into()));
                e
            })
            .collect();
        out.insert("package-type", entries);
    }

    // ---- authorisation type ----
    let mut auth = Vec::new();
    for (list, kind) in [
        ("AuthorisationTypeDeparture", "DEPARTURE"),
        ("AuthorisationTypeDestination", "DESTINATION"),
    ] {
        if let Some(m) = lists.get(list, "authorisation-type") {
            for a in &m.entries {
                let mut e = new_entry(&a.code, a.name.as_deref());
                e.insert("type".into(), Value::String(kind.into()));
                auth.push(e);
            }
        }
    }
    if !auth.is_empty() {
        out.insert("authorisation-type", auth);
    }

    // ---- identification type ----
    let dep = lists
        .get(
            "TypeOfIdentificationOfMeansOfTransport",
            "identification-type",
        )
        .map(|m| m.entries.clone());
    let act = lists
        .get(
            "TypeOfIdentificationofMeansOfTransportActive",
            "identification-type",
        )
        .map(|m| m.entries.clone());
    if dep.is_some() || act.is_some() {
        let dep = dep.unwrap_or_default();
        let act = act.unwrap_or_default();
        let dep_codes: HashSet<&str> = dep.iter().map(|e| e.code.as_str()).collect();
        let act_codes: HashSet<&str> = act.iter().map(|e| e.code.as_str()).collect();
        let mut seen = HashSet::new();
        let mut entries = Vec::new();
        for t in dep.iter().chain(act.iter()) {
            if seen.insert(t.code.clone()) {
                let mut e = new_entry(&t.code, t.name.as_deref());
                e.insert(
                    "departureTransport".into(),
                    Value::Bool(dep_codes.contains(t.code.as_str())),
                );
                e.insert(
                    "borderTransport".into(),
                    Value::Bool(act_codes.contains(t.code.as_str())),
                );
                entries.push(e);
            }
        }
        out.insert("identification-type", entries);
    }

    // ---- additional information ----
    if let Some(m) = lists.get("AdditionalInformation", "additional-information") {
        let entries = m
            .entries
            .iter()
            .map(|a| {
                let mut e = new_entry(&a.code, a.name.as_deref());
                e.insert("applyTo".into(), Value::String(apply_to(&a.code).into()));
                e
            })
            .collect();
        out.insert("additional-information", entries);
    }

    // ---- requested document type (with its transport-document item) ----
    if let Some(m) = lists.get("RequestedDocumentType", "requested-document-type") {
        let entries = m
            .entries
            .iter()
            .map(|d| {
                let mut e = new_entry(&d.code, d.name.as_deref());
                if let Some(t) = d.extra.get("TransportDocument") {
                    e.insert(
                        "transportDocument".into(),
                        Value::Bool(t == "1" || t.eq_ignore_ascii_case("true")),
                    );
                }
                e
            })
            .collect();
        out.insert("requested-document-type", entries);
    }

    // ---- document type: all document lists with flags ----
    let doc_lists = [
        ("PreviousDocumentType", "previous"),
        ("SupportingDocumentType", "supporting"),
        ("TransportDocumentType", "transport"),
        ("AdditionalReference", "additionalReference"),
        ("RequestedDocumentType", "requested"),
        ("DocumentTypeExcise", "excise"),
        ("PreviousDocumentUnionGoods", "unionGoods"),
        ("PreviousDocumentExportType", "export"),
    ];
    let mut docs: Vec<Entry> = Vec::new();
    let mut doc_index: HashMap<String, usize> = HashMap::new();
    let present: Vec<&str> = doc_lists
        .iter()
        .filter(|(l, _)| lists.map.contains_key(*l))
        .map(|(_, f)| *f)
        .collect();
    for (list, flag) in doc_lists {
        let Some(m) = lists.get(list, &format!("document-type.{flag}")) else {
            continue;
        };
        for d in &m.entries {
            let i = *doc_index.entry(d.code.clone()).or_insert_with(|| {
                let mut e = new_entry(&d.code, d.name.as_deref());
                for f in &present {
                    e.insert(f.to_string(), Value::Bool(false));
                }
                docs.push(e);
                docs.len() - 1
            });
            docs[i].insert(flag.into(), Value::Bool(true));
        }
    }
    if !docs.is_empty() {
        out.insert("document-type", docs);
    }

    // ---- UN/LOCODE ----
    if let Some(m) = lists.get("UnLocodeExtended", "un-locode") {
        let entries = m
            .entries
            .iter()
            .map(|l| {
                let mut e = new_entry(&l.code, l.name.as_deref());
                e.insert(
                    "country".into(),
                    Value::String(l.code.chars().take(2).collect()),
                );
                for (k, key) in [
                    ("function", "Function"),
                    ("status", "Status"),
                    ("subdivision", "Subdivision"),
                    ("coordinates", "Coordinates"),
                ] {
                    set_text(&mut e, k, l.extra.get(key));
                }
                e
            })
            .collect();
        out.insert("un-locode", entries);
    }

    // ---- HS codes ----
    if let Some(m) = lists.get("HScode", "commodity-code") {
        let entries = m
            .entries
            .iter()
            .map(|h| {
                let desc = src.hs_descriptions.get(&h.code).or(h.name.as_ref());
                let mut e = new_entry(&h.code, desc.map(String::as_str));
                e.insert(
                    "chapter".into(),
                    Value::String(h.code.chars().take(2).collect()),
                );
                e.insert(
                    "heading".into(),
                    Value::String(h.code.chars().take(4).collect()),
                );
                e
            })
            .collect();
        out.insert("commodity-code", entries);
        // the chapters and headings a subheading is shown under (the classification search)
        let parents = src
            .hs_parents
            .iter()
            .map(|(code, name)| new_entry(code, Some(name)))
            .collect();
        out.insert("hs-heading", parents);
        if let Some(o) = &src.hs_origin {
            report.lists_used.push(ListUse {
                list: "HS descriptions".into(),
                origin: o.clone(),
                entries: src.hs_descriptions.len(),
                not_valid: 0,
                used_for: "commodity-code.name".into(),
            });
        }
    }

    // ---- CN codes: the EU's 8-digit subdivisions of an HS subheading ----
    if let Some(m) = lists.get(super::read::CN_CODES, "cn-code") {
        let entries = m
            .entries
            .iter()
            .filter(|c| c.code.len() == 8 && c.code.bytes().all(|b| b.is_ascii_digit()))
            .map(|c| {
                let mut e = new_entry(&c.code, c.name.as_deref());
                e.insert("subheading".into(), Value::String(c.code[..6].to_string()));
                set_text(
                    &mut e,
                    "supplementaryUnit",
                    c.extra.get("supplementaryUnit"),
                );
                e
            })
            .collect();
        out.insert("cn-code", entries);
    }

    // ---- report ----
    report.lists_used.extend(lists.used);
    for (name, m) in &lists.map {
        if !lists.used_names.contains(name) {
            report.skipped.push((
                format!("{name} from {}", m.origin),
                "no catalog uses this list".into(),
            ));
        }
    }
    for c in registry::CATALOGS {
        if let Some(mut entries) = out.remove(c.name) {
            entries.sort_by(|a, b| {
                compare_values(
                    a["code"].as_str().unwrap_or_default(),
                    b["code"].as_str().unwrap_or_default(),
                )
            });
            report.catalogs.push((c.name.to_string(), entries));
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roles(r: &[&str]) -> Vec<String> {
        r.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn office_types_are_derived_from_roles() {
        assert_eq!(office_type(&roles(&["AUT", "DEP", "DES"])), "HQ");
        assert_eq!(office_type(&roles(&["GUA", "SCO"])), "CS");
        assert_eq!(office_type(&roles(&["GUA", "DEP"])), "PO");
        assert_eq!(office_type(&roles(&["DEP", "DES", "TRA"])), "PO");
    }
}
