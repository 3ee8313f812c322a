//! The registry of every catalog the portal knows: its stable kebab-case name (an API path
//! segment), aliases, a title naming its source, and the searchable fields with their data
//! types. Every catalog has the TEXT fields `code` and `name`; entries may carry more keys
//! than declared, but only declared fields can be searched or sorted on.

use serde::{Deserialize, Serialize};

/// The data type of a searchable field (`dataType` in a search criterion).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum DataType {
    Text,
    Boolean,
}

impl DataType {
    pub fn as_str(self) -> &'static str {
        match self {
            DataType::Text => "TEXT",
            DataType::Boolean => "BOOLEAN",
        }
    }

    /// Parses `TEXT` / `BOOLEAN` (case-insensitive).
    pub fn parse(s: &str) -> Option<DataType> {
        if s.eq_ignore_ascii_case("TEXT") {
            Some(DataType::Text)
        } else if s.eq_ignore_ascii_case("BOOLEAN") {
            Some(DataType::Boolean)
        } else {
            None
        }
    }
}

/// A searchable field of a catalog.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldDef {
    pub name: &'static str,
    pub data_type: DataType,
}

const fn t(name: &'static str) -> FieldDef {
    FieldDef {
        name,
        data_type: DataType::Text,
    }
}

const fn b(name: &'static str) -> FieldDef {
    FieldDef {
        name,
        data_type: DataType::Boolean,
    }
}

/// The two fields every catalog has.
pub const COMMON_FIELDS: [FieldDef; 2] = [t("code"), t("name")];

/// One catalog of the registry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CatalogDef {
    /// Stable kebab-case name, used in API paths.
    pub name: &'static str,
    /// Other names accepted for the same catalog (e.g. `chemical-substances` for `cus-code`).
    pub aliases: &'static [&'static str],
    /// What it is and where it comes from (NCTS code list numbers where there is one).
    pub title: &'static str,
    /// Searchable fields besides `code` and `name`.
    pub extra_fields: &'static [FieldDef],
}

impl CatalogDef {
    /// All searchable fields: `code`, `name`, then the extra ones.
    pub fn fields(&self) -> impl Iterator<Item = FieldDef> + '_ {
        COMMON_FIELDS
            .iter()
            .chain(self.extra_fields.iter())
            .copied()
    }

    pub fn field(&self, name: &str) -> Option<FieldDef> {
        self.fields().find(|f| f.name == name)
    }

    pub fn field_names(&self) -> Vec<String> {
        self.fields().map(|f| f.name.to_string()).collect()
    }
}

macro_rules! cat {
    ($name:literal, $title:literal) => {
        cat!($name, [], $title, [])
    };
    ($name:literal, $title:literal, [$($f:expr),* $(,)?]) => {
        cat!($name, [], $title, [$($f),*])
    };
    ($name:literal, [$($a:literal),*], $title:literal, [$($f:expr),* $(,)?]) => {
        CatalogDef { name: $name, aliases: &[$($a),*], title: $title, extra_fields: &[$($f),*] }
    };
}

/// Every catalog named by section 7 of the transit, guarantee and authorisation specs, plus a
/// few NCTS lists the portal shows in messages (rejection and error codes).
pub static CATALOGS: &[CatalogDef] = &[
    // ---- transit declaration ----
    cat!("declaration-type", "Declaration type (CL231 DeclarationType); itemLevel = in CL232 DeclarationTypeItemLevel", [b("itemLevel")]),
    cat!("additional-declaration-type", "Additional declaration type (CL042 DeclarationTypeAdditional)"),
    cat!("representative-status", "Representative status (CL094 RepresentativeStatusCode)"),
    cat!(
        "customs-office",
        "Customs offices (EU Customs Office List, roles CL056; officeType derived: HQ = higher authority/central office (AUT, CCD, CND), CS = supervising or guarantee office without departure/destination roles (SCO, SCI, GUA, CGU), PO = every other office)",
        [
            t("countryCode"),
            t("officeType"),
            b("departure"),
            b("destination"),
            b("transit"),
            b("exit"),
            b("transitExit"),
            b("guarantee"),
            b("enquiry"),
            b("recovery"),
            b("incident"),
            t("higherAuthority"),
            t("roles"),
            t("city"),
            t("postalCode"),
            b("sample"),
        ]
    ),
    cat!(
        "country",
        "Countries (CL008 CountryCodesFullList) with flags: commonTransit CL009, communityTransit CL010, ctc CL112, secArea CL147, addressType from CL190/CL198, forAddress CL248, postcodeRequired = not in CL505, regime from CL008 CountryRegimeCode; countryNcts = commonTransit or communityTransit or has offices in the Customs Office List",
        [
            b("countryNcts"),
            b("commonTransit"),
            b("communityTransit"),
            b("ctc"),
            b("secArea"),
            t("addressType"),
            b("forAddress"),
            b("postcodeRequired"),
            t("regime"),
        ]
    ),
    cat!("additional-information", "Additional information (CL239 AdditionalInformation); applyTo GENERAL or ITEM (derived)", [t("applyTo")]),
    cat!(
        "authorisation-type",
        ["transit-authorisation"],
        "Transit authorisation types (CL235 AuthorisationTypeDeparture, CL236 AuthorisationTypeDestination); type DEPARTURE or DESTINATION",
        [t("type")]
    ),
    cat!("currency", "Currencies (CL048 CurrencyCodes)"),
    cat!(
        "procedure-code",
        "Customs procedure codes (IA 2015/2447 Annex B Title II, D.E. 11 09 001 000 Requested procedure / 11 09 002 000 Previous procedure, former D.E. 1/10); previousOnly = usable only as previous procedure (codes marked (a): 00, 54, 78)",
        [b("previousOnly")]
    ),
    cat!("container-indicator", "Container indicator (0 no, 1 yes)"),
    cat!("transport-mode", "Mode of transport (CL218 TransportModeCode)"),
    cat!("payment-method", "Method of payment for transport charges (CL116 TransportChargesMethodOfPayment)"),
    cat!("payment-time", "Time of payment (national list)"),
    cat!(
        "guarantee-type",
        "Guarantee types (CL251 GuaranteeType); withGrn = CL286 GuaranteeTypeWithGRN, withRfc = CL076 GuaranteeTypeWithReference, ctc = CL229, euNonTir = CL230",
        [b("withGrn"), b("withRfc"), b("ctc"), b("euNonTir")]
    ),
    cat!("identification-of-goods", "Identification of goods, special procedures (IA 2015/2447 Annex A code-list CL-3501-1, D.E. 35 01 080 008, former D.E. 5/8); code 8 = without identification measures, UCC Art. 250(2)(b), temporary admission only"),
    cat!("unit", "Units of measurement (CL349 Unit)"),
    cat!("security-declaration-type", "Safety and security declaration type (CL217 DeclarationTypeSecurity)"),
    cat!("reduced-dataset", "Reduced dataset indicator (0 no, 1 yes)"),
    cat!("binding-itinerary", "Binding itinerary (0 no, 1 yes)"),
    cat!("specific-circumstance", "Specific circumstance indicator (CL296 SpecificCircumstanceIndicatorCode)"),
    cat!("language", "Language codes (CL012 LanguageCodes)"),
    cat!("notification-type", "Notification type of a control decision (CL384)"),
    cat!("cus-code", ["chemical-substances"], "CUS codes of the European Customs Inventory of Chemical Substances (CL016 CUSCode)", []),
    cat!("dangerous-goods", "UN dangerous goods numbers (CL101 UnDangerousGoodsCode)"),
    cat!(
        "package-type",
        "Kind of packages (CL017 KindOfPackages); packageKind BULK (CL181), UNPACKED (CL182) or OTHER",
        [t("packageKind")]
    ),
    cat!(
        "document-type",
        "All document types with the lists they belong to: previous CL214, supporting CL213, transport CL754, additionalReference CL380, requested CL215, excise CL234, unionGoods CL178, export CL228",
        [
            b("previous"),
            b("supporting"),
            b("transport"),
            b("additionalReference"),
            b("requested"),
            b("excise"),
            b("unionGoods"),
            b("export"),
        ]
    ),
    cat!("previous-document-type", "Previous document types (CL214 PreviousDocumentType)"),
    cat!("supporting-document-type", "Supporting document types (CL213 SupportingDocumentType)"),
    cat!("transport-document-type", "Transport document types (CL754 TransportDocumentType)"),
    cat!("additional-reference-type", "Additional reference types (CL380 AdditionalReference)"),
    cat!("requested-document-type", "Requested document types (CL215 RequestedDocumentType)", [b("transportDocument")]),
    cat!("control-type", "Types of control (CL716 ControlType)"),
    cat!("control-result", "Control result codes (CL047/CL195)"),
    cat!("legal-base", "Legal base of the movement of goods in temporary storage (IA 2015/2447 Annex A code-list CL-4901, D.E. 49 01 000 306, former D.E. IX/1; UCC Art. 148(5)(a) to (c))"),
    cat!("location-type", "Type of location (CL347 TypeOfLocation)"),
    cat!("qualifier-of-identification", "Qualifier of the identification of a location (CL326 QualifierOfTheIdentification)"),
    cat!("qualifier-of-identification-incident", "Qualifier of the identification of an incident location (CL038)"),
    cat!(
        "un-locode",
        ["un-location"],
        "UN/LOCODE locations (CL244 UnLocodeExtended); country = first two letters",
        [t("country"), t("function"), t("status"), t("subdivision"), t("coordinates")]
    ),
    cat!("eori", "EORI numbers known to the portal (finder on EORINumber and name)", [t("EORINumber"), t("country"), b("aeo"), b("sample")]),
    cat!("transport-actor-role", "Additional supply chain actor roles (CL704 AdditionalSupplyChainActorRoleCode)"),
    cat!("commodity-code", ["hs-code"], "Harmonized System 6-digit subheadings (CL152 HScode; descriptions WCO HS)", [t("chapter"), t("heading")]),
    cat!(
        "cn-code",
        "Combined Nomenclature 8-digit codes (EU CN; the HS subheading, then combinedNomenclatureCode) with the supplementary unit each asks for; description = the subheading's, then the line's own words",
        [t("subheading"), t("supplementaryUnit"), t("description")]
    ),
    cat!("hs-heading", "Harmonized System chapters (2 digits) and headings (4 digits), the parents of a subheading (descriptions WCO HS)"),
    cat!(
        "identification-type",
        "Type of identification of means of transport (CL750); departureTransport = in CL750, borderTransport = in CL219 (active means)",
        [b("departureTransport"), b("borderTransport")]
    ),
    cat!("nationality", "Nationality of means of transport (CL165 Nationality)"),
    cat!("incident-code", "Incident codes (CL019 IncidentCode)"),
    cat!("invalid-guarantee-reason", "Reasons a guarantee is not valid (CL252 InvalidGuaranteeReason)"),
    cat!("functional-error-code", "Functional error codes (CL180 FunctionalErrorCodesIeCA)"),
    cat!("rejection-code", "Rejection codes at departure (CL226 RejectionCodeDepartureExport)"),
    cat!("business-rejection-type", "Business rejection types (CL560 BusinessRejectionTypeDepExp)"),
    // ---- guarantee ----
    cat!("guarantee-simplification", "Guarantee simplifications (comprehensive guarantee, reduction, waiver)"),
    cat!("monitoring-code", "Monitoring of the reference amount (guarantee management)"),
    cat!(
        "level-of-guarantee",
        ["guarantee-level"],
        "Level of the comprehensive guarantee (IA 2015/2447 Annex A code-list CL-4604, D.E. 46 04 000 291, former D.E. VI/3; UCC Art. 95, DA Art. 84); percentage of the relevant part of the reference amount; customsDebt existing (Ax) or potential (Bx)",
        [t("percentage"), t("customsDebt")]
    ),
    // ---- authorisations ----
    cat!(
        "type-of-deferment",
        "Type of deferment of payment (IA 2015/2447 Annex A code-list CL-4701, D.E. 47 01 000 002, former D.E. VII/1; UCC Art. 110(b) and (c)); legalBasis = the UCC point",
        [t("legalBasis")]
    ),
    cat!("standard-exchange", "Type of standard exchange system, outward processing (IA 2015/2447 Annex A code-list CL-5801, D.E. 58 01 000 312, former D.E. XVIII/1; UCC Art. 261 and 262)"),
    cat!("replacement-product", "Identification measures for replacement products, standard exchange system (IA 2015/2447 Annex A code-list CL-5802, D.E. 58 02 000 008, former D.E. XVIII/2)"),
    cat!(
        "guarantee-form",
        "Form of the guarantee (IA 2015/2447 Annex A code-list CL-4605, D.E. 46 05 010 292, former D.E. VI/4; UCC Art. 92(1), DA Art. 83); guarantorUndertaking = undertaking given by a guarantor (UCC Art. 92(1)(b)); legalBasis = the UCC/DA point",
        [b("guarantorUndertaking"), t("legalBasis")]
    ),
    cat!("economic-conditions", "Economic conditions deemed fulfilled for inward processing (IA 2015/2447 Annex A code-list CL-3501-2, D.E. 35 01 090 008, former D.E. 6/2; DA Art. 167(1))"),
    cat!("payment-time-limit", "Time-limit for payment of a comprehensive guarantee (IA 2015/2447 Annex A code-list CL-4603, D.E. 46 03 000 299, former D.E. VI/6; UCC Art. 108, 110)"),
    cat!(
        "decision-type",
        "Customs decision (application/authorisation) types of the Customs Decisions System (IA 2015/2447 Annex A code-list CL-3101, D.E. 31 01 000 002, former D.E. 1/1); annexColumn = former column of DA 2015/2446 Annex A",
        [t("annexColumn")]
    ),
];

/// Finds a catalog by its name or one of its aliases.
pub fn find(name: &str) -> Option<&'static CatalogDef> {
    CATALOGS
        .iter()
        .find(|c| c.name == name || c.aliases.contains(&name))
}

/// The canonical names of all catalogs, in registry order.
pub fn names() -> Vec<&'static str> {
    CATALOGS.iter().map(|c| c.name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn catalog_names_and_aliases_are_unique_kebab_case() {
        let mut seen = HashSet::new();
        for c in CATALOGS {
            for n in std::iter::once(&c.name).chain(c.aliases.iter()) {
                assert!(seen.insert(*n), "duplicate catalog name {n}");
                assert!(
                    n.chars().all(|ch| ch.is_ascii_lowercase() || ch == '-'),
                    "{n} is not kebab-case"
                );
            }
            let mut fields = HashSet::new();
            for f in c.fields() {
                assert!(
                    fields.insert(f.name),
                    "duplicate field {} in {}",
                    f.name,
                    c.name
                );
            }
        }
    }

    #[test]
    fn aliases_resolve_to_their_catalog() {
        assert_eq!(find("chemical-substances").unwrap().name, "cus-code");
        assert_eq!(find("guarantee-level").unwrap().name, "level-of-guarantee");
        assert!(find("nope").is_none());
    }
}
