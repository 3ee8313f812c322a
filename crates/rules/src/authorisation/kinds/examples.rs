//! A complete application of each procedure and guarantee kind, every field its rules allow
//! filled: what the rule tests, the server's API tests and the demo data start from (spec 3's
//! fields with values a trader of the deployment country would give).

use serde_json::{json, Value};

/// The common part of a complete application by the example trader of the rule tests.
pub fn common() -> Value {
    json!({
        "applicant": {"EORINumber": "MD1000000000001", "name": "Demo Trader SRL"},
        "ca": {"code": "MD100000", "name": "Serviciul Vamal"},
        "attestation": true
    })
}

/// `base` with the members of `extra` set.
pub fn with(mut base: Value, extra: Value) -> Value {
    if let (Some(into), Some(from)) = (base.as_object_mut(), extra.as_object()) {
        for (k, v) in from {
            into.insert(k.clone(), v.clone());
        }
    }
    base
}

pub fn location() -> Value {
    json!({"name": "Depot", "streetNumber": "Str. Vamii 1", "postcode": "MD2001", "city": "Chișinău"})
}

pub fn office(code: &str) -> Value {
    json!({"code": code})
}

/// The complete application of the kind at `path`, if it is one of the nine.
pub fn complete(path: &str) -> Option<Value> {
    Some(match path {
        "dpo" => dpo(),
        "opo" => opo(),
        "ipo" => ipo(),
        "eus" => eus(),
        "tst" => tst(),
        "cwp" => cwp(),
        "sde" => sde(),
        "cgu" => cgu(),
        "tea" => tea(),
        _ => return None,
    })
}

pub fn accounts() -> Value {
    json!({"mainAccounts": {"typeOfAccounts": "Stock records", "records": [location()]}})
}

pub fn eur(value: u64) -> Value {
    json!({"amountValue": value, "amountCurrency": {"code": "EUR"}})
}

pub fn goods() -> Value {
    with(
        json!({"taricCode": "7318153590", "goodsDescription": "Bolts", "goodsQuantity": 100, "measureUnit": {"code": "KGM"}}),
        eur(1000),
    )
}

pub fn procedure_goods() -> Value {
    json!({"goods": goods(), "rateOfYield": "95 %", "equivalentGoodsIndication": false, "goodsIdentification": {"code": {"code": "1"}}})
}

pub fn product() -> Value {
    json!({"commodityCode": "73181535", "goodsDescription": "Screws", "goodsQuantity": 100, "measureUnit": {"code": "KGM"}})
}

/// Section B of a special procedure, every field given.
pub fn section_b() -> Value {
    json!({
        "detailsOfPlannedActivities": "Assembly of machines",
        "suggestedCustomsOffices": {"placement": office("MD100100"), "discharge": office("MD100100"), "supervision": office("MD100200"), "guarantee": office("MD100100")},
        "periodOfDischarge": {"procedureMonths": 6, "dischargeDescription": "Monthly bill"},
        "rightsTransfer": {"indication": true, "description": "To the subsidiary"},
        "guarantee": {"guaranteeIndication": true, "guaranteeReferenceNumber": "24MD000000000012", "guaranteeAmount": eur(10000), "guaranteeNote": "Bank"},
        "operationsNumber": 20
    })
}

pub fn application(sections: Value) -> Value {
    with(with(common(), accounts()), sections)
}

pub fn processing() -> Value {
    json!({"specialProcedureGoods": [procedure_goods()], "processedProducts": [product()], "placesOfProcessing": [location()]})
}

pub fn ipo() -> Value {
    let mut p = processing();
    p["indicators"] = json!({"priorExportation": true, "declarationPeriod": 6, "releaseBillOfDischarge": true, "dutiesCalculation": false});
    application(with(section_b(), json!({"inwardProcessing": p})))
}

pub fn eus() -> Value {
    let mut p = processing();
    p["processedProducts"][0]["specialProvisions"] = json!(true);
    p["specialProcedureGoods"][0]["economicConditions"] =
        json!([{"code": {"code": "1"}, "description": "Not listed in Annex 71-02"}]);
    application(with(section_b(), json!({"endUse": p})))
}

pub fn opo() -> Value {
    let outward = json!({
        "specialProcedureGoods": [procedure_goods()],
        "processedProducts": [product()],
        "priorImport": {"replacementProducts": {"indicator": true, "timeLimit": 6}, "processedProducts": {"indicator": true, "timeLimit": 12}},
        "standardExchange": {"indication": true, "exchangeType": {"code": "1"}, "replacementProducts": [{"commodityCode": "8471", "productCode": {"code": "4"}, "productsDescription": "Laptops"}], "exchangeSystemDescription": "Repair by exchange"},
        "placesOfProcessing": [location()]
    });
    application(with(section_b(), json!({"outwardProcessing": outward})))
}

pub fn tea() -> Value {
    let mut goods = procedure_goods();
    goods.as_object_mut().unwrap().remove("rateOfYield");
    let admission = json!({
        "temporaryAdmissionGoods": [goods],
        "placesOfProcessing": [location()],
        "goodsOwners": [{"name": "Owner", "streetNumber": "Str. 1", "postcode": "MD2001", "city": "Chișinău", "country": {"code": "MD"}}]
    });
    application(with(section_b(), json!({"temporaryAdmission": admission})))
}

pub fn facility() -> Value {
    json!({"identificationNumber": "F-1", "facilityDescription": "Warehouse", "street": "Str. Vamii 2", "postcode": "MD2001", "city": "Chișinău", "country": {"code": "MD"}, "areas": [120, 80]})
}

pub fn tst() -> Value {
    application(json!({
        "temporaryStorage": {
            "temporaryStorageGoods": {"goodsDescription": "General cargo"},
            "guarantee": {"guaranteeIndication": true, "guaranteeReferenceNumber": "24MD000000000013", "guaranteeAmount": eur(50000), "guaranteeNote": "Bank"},
            "customsOfficeOfGuarantee": office("MD100000"),
            "customsOfficeOfSupervision": office("MD900000"),
            "storageFacilityDetails": facility(),
            "storageOfUnionGoods": {"indication": true, "description": "Union goods"},
            "movementOfGoods": {"legalBase": {"code": "A"}, "holder": "MD1000000000002", "location": location()}
        },
        "operationsNumber": 300
    }))
}

pub fn cwp() -> Value {
    let mut b = section_b();
    b.as_object_mut().unwrap().remove("periodOfDischarge");
    let warehousing = json!({
        "customsWarehousingGoods": [{"commodityCodeTaricCode": "7318", "goodsDescription": "Bolts", "equivalentGoodsIndication": false, "goodsIdentification": {"code": {"code": "1"}}}],
        "storageOfUnionGoods": {"indication": true, "description": "Union spare parts"},
        "temporaryRemoval": {"indication": true, "description": "For repairs"},
        "storageFacilityDetails": facility(),
        "additionalInformation": "Notes"
    });
    application(with(
        b,
        json!({"warehouseType": {"code": "CWP"}, "customsWarehousing": warehousing}),
    ))
}

pub fn dpo() -> Value {
    application(json!({
        "paymentDeferment": {
            "proceduresConcerned": [{"procedureCode": {"code": "51"}, "authorisationType": {"code": "IPO"}, "decisionReferenceNumber": "MDIPO2026000001", "averagePeriod": "3 months"}],
            "guarantee": {"indication": true, "guaranteeReference": "24MD000000000012"},
            "defermentPaymentType": {"code": "1"},
            "customsOfficeOfGuarantee": office("MD100000"),
            "defermentGoods": {"goodsDescription": "Textiles", "valueOfGoods": eur(5000)}
        },
        "operationsNumber": 50
    }))
}

pub fn sde() -> Value {
    application(json!({
        "simplifiedDeclarationGoods": {"goodsDescription": "Electronics"},
        "operationsNumber": 1200,
        "prohibitionsAndRestrictions": "None",
        "proceduresConcerned": [{"code": "40"}],
        "subcontractor": "Broker SRL, Chișinău",
        "guaranteeReferenceNumber": "24MD000000000014",
        "defermentPaymentType": {"code": "2"},
        "customsOfficeOfGuarantee": office("MD100000")
    }))
}

pub fn cgu() -> Value {
    application(json!({
        "proceduresConcerned": [{"code": "40"}],
        "levelOfGuarantees": [{"levelOfGuarantee": {"code": "BB"}, "description": "Potential debts at 50 %"}],
        "locations": [location()],
        "placeOfAccount": "Head office",
        "guaranteeReferenceAmount": with(eur(200000), json!({"description": "Duties of 3 months"})),
        "guaranteeForm": {"guaranteeForm": {"code": "2", "guarantorUndertaking": true}, "textDescription": "Bank", "guarantor": {"name": "Bank SA", "street": "Str. 1", "postCode": "MD2001", "city": "Chișinău", "country": {"code": "MD"}}},
        "paymentTimeLimit": {"code": "1"},
        "operationsNumber": 400
    }))
}
