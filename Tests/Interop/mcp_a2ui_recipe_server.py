"""An MCP server on the official Python SDK in the shape of A2UI's "A2UI over MCP" recipe sample
(github.com/a2ui-project/a2ui, samples/community/mcp/a2ui-over-mcp-recipe): a static layout
published as an a2ui:// resource, tools that link to it with _meta.ui.resourceUri and answer with
data only. Usage: mcp_a2ui_recipe_server.py

a2ui://recipe-card  the layout (application/a2ui+json): createSurface + updateComponents, bound to
                    the data model (/title, /servings, a template over /ingredients, a TextField on
                    /form/note) with buttons whose events are scale_servings, check_pantry,
                    show_nutrition, delete_recipe and share_recipe (which is no tool).
get_recipe          read-only; links the layout; answers with one updateDataModel of the whole model.
scale_servings      read-only; the "Double servings" button; updates /servings and /ingredients.
check_pantry        read-only; answers with text only.
show_nutrition      read-only; answers with a surface of its own ("nutrition").
delete_recipe       destructive; updates /title.
get_broken_card     read-only; links a2ui://missing-layout, which is no resource.
restyle_layout      write; changes the layout's heading and sends resources/list_changed.
call_log            read-only; {"calls": the tool calls so far (but its own), "reads": the URIs
                    read so far}, as JSON text.

Every tool but call_log answers with the text "called <tool> <arguments as sorted JSON>".
"""

import copy
import json

from mcp.server.mcpserver import Context, MCPServer
from mcp.types import CallToolResult, EmbeddedResource, TextContent, TextResourceContents, ToolAnnotations

MIME = "application/a2ui+json"
CATALOG = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
LAYOUT_URI = "a2ui://recipe-card"
UI_LINK = {"ui": {"resourceUri": LAYOUT_URI, "mimeType": MIME}}
READ_ONLY = ToolAnnotations(readOnlyHint=True)
WRITE = ToolAnnotations(readOnlyHint=False, destructiveHint=False)
DESTRUCTIVE = ToolAnnotations(readOnlyHint=False, destructiveHint=True)

RECIPES = {
    "pancakes": {
        "id": "pancakes",
        "title": "Pancakes",
        "servings": 4,
        "ingredients": [
            {"name": "Flour", "amount": 200, "unit": "g"},
            {"name": "Milk", "amount": 300, "unit": "ml"},
        ],
    }
}

CALLS = []
READS = []
HEADING = {"text": "Recipe card"}


def text(value):
    return {"call": "formatString", "args": {"value": value}, "returnType": "string"}


def button(component_id, label, event, context):
    return [
        {"id": component_id, "component": "Button", "child": component_id + "-label",
         "action": {"event": {"name": event, "context": context}}},
        {"id": component_id + "-label", "component": "Text", "text": label},
    ]


def layout():
    recipe = {"recipeId": {"path": "/id"}}
    components = [
        {"id": "root", "component": "Card", "child": "main"},
        {"id": "main", "component": "Column",
         "children": ["heading", "title", "servings", "ingredients", "note", "buttons"]},
        {"id": "heading", "component": "Text", "text": HEADING["text"], "variant": "caption"},
        {"id": "title", "component": "Text", "text": {"path": "/title"}, "variant": "h2"},
        {"id": "servings", "component": "Text", "text": text("Serves ${/servings}")},
        {"id": "ingredients", "component": "Column",
         "children": {"componentId": "ingredient", "path": "/ingredients"}},
        {"id": "ingredient", "component": "Text", "text": text("${name}: ${amount} ${unit}")},
        {"id": "note", "component": "TextField", "label": "Note", "value": {"path": "/form/note"}},
        {"id": "buttons", "component": "Row",
         "children": ["scale", "pantry", "nutrition", "delete", "share"]},
    ]
    components += button("scale", "Double servings", "scale_servings",
                         {"recipeId": {"path": "/id"}, "servings": {"path": "/servings"}, "factor": 2})
    components += button("pantry", "Check pantry", "check_pantry", recipe)
    components += button("nutrition", "Nutrition", "show_nutrition", recipe)
    components += button("delete", "Delete recipe", "delete_recipe", recipe)
    components += button("share", "Share", "share_recipe", recipe)
    return [
        {"version": "v0.9", "createSurface": {"surfaceId": "recipe-card", "catalogId": CATALOG}},
        {"version": "v0.9", "updateComponents": {"surfaceId": "recipe-card", "components": components}},
    ]


def data(*updates):
    """An embedded resource of updateDataModel messages for the recipe card: (path, value) pairs."""
    messages = [{"version": "v0.9", "updateDataModel": {"surfaceId": "recipe-card", "path": path, "value": value}}
                for path, value in updates]
    return EmbeddedResource(type="resource", resource=TextResourceContents(
        uri="a2ui://recipe-card/data", mimeType=MIME, text=json.dumps(messages)))


def called(name, arguments):
    CALLS.append({"tool": name, "arguments": arguments})
    return TextContent(type="text", text=f"called {name} {json.dumps(arguments, sort_keys=True)}")


server = MCPServer("recipes-a2ui")


@server.resource(LAYOUT_URI, name="Recipe card", mime_type=MIME, description="The recipe card's layout")
def recipe_card() -> str:
    READS.append(LAYOUT_URI)
    return json.dumps(layout())


@server.tool(description="Shows a recipe as an A2UI card", annotations=READ_ONLY, meta=UI_LINK)
def get_recipe(recipeId: str = "pancakes") -> CallToolResult:
    model = copy.deepcopy(RECIPES[recipeId])
    model["form"] = {"note": "extra syrup"}
    return CallToolResult(content=[called("get_recipe", {"recipeId": recipeId}), data(("/", model))],
                          _meta=UI_LINK)


@server.tool(description="Scales a recipe's servings", annotations=READ_ONLY, meta=UI_LINK)
def scale_servings(recipeId: str, servings: int, factor: int, note: str = "") -> CallToolResult:
    arguments = {"recipeId": recipeId, "servings": servings, "factor": factor, "note": note}
    base = RECIPES[recipeId]
    wanted = servings * factor
    ingredients = [dict(item, amount=item["amount"] * wanted // base["servings"]) for item in base["ingredients"]]
    return CallToolResult(content=[called("scale_servings", arguments),
                                   data(("/servings", wanted), ("/ingredients", ingredients))])


@server.tool(description="Checks the pantry for a recipe", annotations=READ_ONLY)
def check_pantry(recipeId: str) -> CallToolResult:
    return CallToolResult(content=[called("check_pantry", {"recipeId": recipeId})])


@server.tool(description="Shows a recipe's nutrition facts", annotations=READ_ONLY)
def show_nutrition(recipeId: str) -> CallToolResult:
    messages = [
        {"version": "v0.9", "createSurface": {"surfaceId": "nutrition", "catalogId": CATALOG}},
        {"version": "v0.9", "updateComponents": {"surfaceId": "nutrition", "components": [
            {"id": "root", "component": "Column", "children": ["facts"]},
            {"id": "facts", "component": "Text", "text": text("Nutrition of ${/id}: ${/kcal} kcal")},
        ]}},
        {"version": "v0.9", "updateDataModel": {"surfaceId": "nutrition", "path": "/",
                                                 "value": {"id": recipeId, "kcal": 227}}},
    ]
    resource = EmbeddedResource(type="resource", resource=TextResourceContents(
        uri="a2ui://nutrition", mimeType=MIME, text=json.dumps(messages)))
    return CallToolResult(content=[called("show_nutrition", {"recipeId": recipeId}), resource])


@server.tool(description="Deletes a recipe", annotations=DESTRUCTIVE)
def delete_recipe(recipeId: str) -> CallToolResult:
    title = RECIPES[recipeId]["title"] + " (deleted)"
    return CallToolResult(content=[called("delete_recipe", {"recipeId": recipeId}), data(("/title", title))])


@server.tool(description="Shows a card whose layout is missing", annotations=READ_ONLY,
             meta={"ui": {"resourceUri": "a2ui://missing-layout"}})
def get_broken_card() -> CallToolResult:
    return CallToolResult(content=[called("get_broken_card", {})])


@server.tool(description="Renames the recipe card's heading", annotations=WRITE)
async def restyle_layout(heading: str, ctx: Context) -> CallToolResult:
    HEADING["text"] = heading
    await ctx.session.send_resource_list_changed()
    return CallToolResult(content=[called("restyle_layout", {"heading": heading})])


@server.tool(description="The calls so far", annotations=READ_ONLY)
def call_log() -> str:
    return json.dumps({"calls": CALLS, "reads": READS}, sort_keys=True)


if __name__ == "__main__":
    server.run("stdio")
